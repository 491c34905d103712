import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyElementText, copyText } from './clipboard';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function stubClipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
}

describe('clipboard helpers', () => {
  it('copies the text of an element by its id, and the value of a field', async () => {
    const written: string[] = [];
    stubClipboard(async (text) => {
      written.push(text);
    });
    document.body.innerHTML =
      '<p id="kode"> LTSAB12CD </p><input id="tautan" value="https://lintas.example/?ref=AB" />';
    expect(await copyElementText('kode')).toBe(true);
    expect(await copyElementText('tautan')).toBe(true);
    expect(written).toEqual(['LTSAB12CD', 'https://lintas.example/?ref=AB']);
  });

  it('answers false for an element that is not there', async () => {
    stubClipboard(async () => undefined);
    expect(await copyElementText('tidak-ada')).toBe(false);
  });

  it('falls back to the selection copy when the Clipboard API refuses', async () => {
    stubClipboard(async () => {
      throw new DOMException('Not allowed', 'NotAllowedError');
    });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    expect(await copyText('ABC')).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    // The helper field is gone again.
    expect(document.querySelector('textarea')).toBeNull();
  });
});
