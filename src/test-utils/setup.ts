import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// Every browser we serve has these; jsdom does not (the `qrcode` library encodes text with them).
Object.assign(globalThis, { TextEncoder, TextDecoder });
