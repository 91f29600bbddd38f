import fp from 'fastify-plugin';
import { LocalFileStorage, type FileStorage } from '../lib/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export default fp<{ storage?: FileStorage }>(
  async (fastify, opts) => {
    fastify.decorate('storage', opts.storage ?? new LocalFileStorage(fastify.config.filesDir));
  },
  { name: 'storage', dependencies: ['core'] },
);
