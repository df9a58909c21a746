/** After a failed check, takes the visitor to the first field with an error (it may be scrolled away). */
export function focusFirstInvalid(form: Element | null): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // Centred, so a sticky header or the phone's keyboard does not cover the field and its message.
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  });
}

/** Brings a form-level message into view once it has rendered (centred, clear of a sticky header). */
export function revealMessage(element: Element | null): void {
  requestAnimationFrame(() => element?.scrollIntoView({ block: 'center' }));
}
