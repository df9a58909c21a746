/**
 * After a failed check, takes the visitor to the first field with an error (it may be scrolled away). After a
 * server's answer the error is set outside an event, and React may mark the field a frame or two later: look
 * again for a few frames rather than give up on the first.
 */
export function focusFirstInvalid(form: Element | null, framesLeft = 10): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) {
      if (framesLeft > 0) focusFirstInvalid(form, framesLeft - 1);
      return;
    }
    // Centred, so a sticky header or the phone's keyboard does not cover the field and its message.
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  });
}

/** Brings a form-level message into view once it has rendered (centred, clear of a sticky header). */
export function revealMessage(element: Element | null): void {
  requestAnimationFrame(() => element?.scrollIntoView({ block: 'center' }));
}
