/**
 * Copy to clipboard (spec §7 "Helpers": by element id). The Clipboard API where the page
 * may use it (a secure origin, a user gesture); otherwise the older selection copy, which
 * app webviews without the API still honour. Answers whether the text was copied, so the
 * caller can say so, or show the text to copy by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): try the selection copy below.
  }
  return copyBySelection(text);
}

/** The text of element `id` (a field's value, else its text), copied; false when absent. */
export async function copyElementText(id: string): Promise<boolean> {
  const element = document.getElementById(id);
  if (!element) return false;
  const text =
    element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      ? element.value
      : (element.textContent ?? '');
  return copyText(text.trim());
}

function copyBySelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    // Deprecated, yet the only way left where the Clipboard API is missing.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}
