import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installMatchMedia, resetViewport } from './viewport.ts';

installMatchMedia();

// Radix measures elements and moves focus with these; jsdom has none of them.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

// jsdom predates HTML's <search> element (the CRM board's filters use it): React would warn that
// the tag is unknown, which fails the test (fail-on-console-error.ts). Browsers know it as an HTMLElement.
const createElement = Document.prototype.createElement;
Document.prototype.createElement = function (this: Document, name: string, options?: ElementCreationOptions) {
  const element = createElement.call(this, name, options);
  if (name.toLowerCase() === 'search') Object.defineProperty(element, Symbol.toStringTag, { value: 'HTMLElement' });
  return element;
} as typeof Document.prototype.createElement;

afterEach(() => {
  cleanup();
  resetViewport();
});
