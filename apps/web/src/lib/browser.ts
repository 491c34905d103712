/**
 * Page-level side effects behind one object, so code calls `browser.reload()` and tests
 * replace it with `vi.spyOn(browser, 'reload')` (happy-dom cannot really navigate).
 */
export const browser = {
  reload(): void {
    window.location.reload();
  },
  /** Full-page navigation to `url` (same tab). */
  assign(url: string): void {
    window.location.assign(url);
  },
  /** A new tab/window; returns false when a popup blocker refused it. */
  open(url: string): boolean {
    return window.open(url, '_blank', 'noopener,noreferrer') !== null;
  },
  /**
   * A plain download of a same-origin `url` as `fileName` (an <a download> clicked): the
   * file is saved, the page stays.
   */
  download(url: string, fileName: string): void {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
  },
  back(): void {
    window.history.back();
  },
  /** True when there is an earlier page of this site to go back to. */
  canGoBack(): boolean {
    return window.history.length > 1;
  },
};
