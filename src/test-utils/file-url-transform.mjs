// Jest's stand-in for webpack's rule for font files: a module that answers the file's public address.
import path from 'node:path';

export default {
  process(_source, filename) {
    return { code: `module.exports = ${JSON.stringify(`/static/${path.basename(filename)}`)};` };
  },
};
