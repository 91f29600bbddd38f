import { lazySchema } from '../lazy-schema';

describe('lazySchema', () => {
  it('loads once and hands every request the same schema', async () => {
    const load = jest.fn(async () => ({ orderSchema: 'the schema' }));
    const schema = lazySchema(load, (m) => m.orderSchema);
    expect(load).not.toHaveBeenCalled();
    await expect(schema()).resolves.toBe('the schema');
    await expect(schema()).resolves.toBe('the schema');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next request downloads again', async () => {
    const load = jest
      .fn<Promise<{ orderSchema: string }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ orderSchema: 'the schema' });
    const schema = lazySchema(load, (m) => m.orderSchema);
    await expect(schema()).rejects.toThrow('ChunkLoadError');
    await expect(schema()).resolves.toBe('the schema');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
