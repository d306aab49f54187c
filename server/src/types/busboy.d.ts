/** The part of busboy 1.x (a streaming multipart/form-data parser, no types of its own) that we use. */
declare module 'busboy' {
  import type { IncomingHttpHeaders } from 'node:http';
  import type { Readable, Writable } from 'node:stream';

  interface Limits {
    fieldNameSize?: number;
    fieldSize?: number;
    fields?: number;
    fileSize?: number;
    files?: number;
    parts?: number;
    headerPairs?: number;
  }

  interface FileStream extends Readable {
    /** true once the file passed limits.fileSize (the rest was dropped) */
    truncated: boolean;
  }

  interface Busboy extends Writable {
    on(
      event: 'file',
      listener: (name: string, stream: FileStream, info: { filename: string; mimeType: string }) => void,
    ): this;
    on(event: 'field', listener: (name: string, value: string, info: { valueTruncated: boolean }) => void): this;
    on(event: 'partsLimit' | 'filesLimit' | 'fieldsLimit' | 'close', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
  }

  function busboy(config: { headers: IncomingHttpHeaders; limits?: Limits }): Busboy;
  export default busboy;
}
