import { afterEach, describe, expect, it } from 'vitest';
import { refreshViewMode, resolveViewMode, useViewModeStore } from '../stores/view-mode-store';
import { getPlatform, resetPlatformForTests, resolvePlatform } from './platform';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.querySelector('meta[name="vm"]')?.remove();
  resetPlatformForTests();
});

describe('resolvePlatform', () => {
  it('keeps APP-ANDROID and APP-IOS from the query parameter', () => {
    expect(resolvePlatform('?platform=APP-ANDROID', null)).toBe('APP-ANDROID');
    expect(resolvePlatform('?platform=APP-IOS', 'WEB')).toBe('APP-IOS');
  });

  it('treats any other query value as WEB, even over the meta tag', () => {
    expect(resolvePlatform('?platform=desktop', 'APP-IOS')).toBe('WEB');
  });

  it('falls back to the platform meta tag, default WEB', () => {
    expect(resolvePlatform('', 'APP-ANDROID')).toBe('APP-ANDROID');
    expect(resolvePlatform('', 'something')).toBe('WEB');
    expect(resolvePlatform('', null)).toBe('WEB');
  });

  it('is read once from the page', () => {
    window.history.replaceState(null, '', '/?platform=APP-IOS');
    expect(getPlatform()).toBe('APP-IOS');
    window.history.replaceState(null, '', '/');
    expect(getPlatform()).toBe('APP-IOS');
  });
});

describe('resolveViewMode', () => {
  it('reads the vm meta tag, default desktop', () => {
    expect(resolveViewMode('', 'm')).toBe('m');
    expect(resolveViewMode('', 'd')).toBe('d');
    expect(resolveViewMode('', null)).toBe('d');
    expect(resolveViewMode('', 'x')).toBe('d');
  });

  it('lets ?vm= override the meta tag', () => {
    expect(resolveViewMode('?vm=d', 'm')).toBe('d');
    expect(resolveViewMode('?vm=m', 'd')).toBe('m');
    expect(resolveViewMode('?vm=x', 'm')).toBe('m');
  });

  it('feeds the view-mode store from the page', () => {
    const meta = document.createElement('meta');
    meta.name = 'vm';
    meta.content = 'm';
    document.head.append(meta);
    refreshViewMode();
    expect(useViewModeStore.getState().mode).toBe('m');
    window.history.replaceState(null, '', '/?vm=d');
    refreshViewMode();
    expect(useViewModeStore.getState().mode).toBe('d');
  });
});
