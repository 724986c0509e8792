import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// First imports of page chunks and Mantine are slow on a shared machine; findBy* should wait for them. A file's
// first lazy page took over 5 s on a loaded machine: the bound is half the 20 s test timeout.
configure({ asyncUtilTimeout: 10_000 });

// The test DOM lacks the layout APIs Mantine calls; these stubs behave like a desktop browser with no motion.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

class IntersectionObserverStub implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

window.ResizeObserver = ResizeObserverStub;
window.IntersectionObserver = IntersectionObserverStub;
Element.prototype.scrollIntoView = () => undefined;
Object.defineProperty(window, 'scrollTo', { writable: true, configurable: true, value: () => undefined });

// STYLE.md: a console error in a component test fails it (React warnings, act() problems, the DOM's "not
// implemented" errors all arrive this way and each points at a real defect).
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    const text = errors.map((args) =>
      args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '),
    );
    throw new Error(`console.error was called during the test:\n${text.join('\n')}`);
  }
});
