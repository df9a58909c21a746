/** After a failed check, takes the visitor to the first field with an error (it may be scrolled away). */
export function focusFirstInvalid(form: Element | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
