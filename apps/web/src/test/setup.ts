import '@testing-library/jest-dom';
// jsdom has no Request/Response/fetch; React Router's data routers build a Request per navigation.
import 'whatwg-fetch';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// A busy two-core CI machine can take more than the default second to settle a lazy route; waiting longer
// changes no assertion, it only avoids failing a correct screen for being slow.
configure({ asyncUtilTimeout: 5000 });

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no media queries: every query reports "not matching" unless a test replaces this.
if (typeof window.matchMedia !== 'function') {
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
}

// jsdom does not implement scrolling.
window.scrollTo = () => undefined;
