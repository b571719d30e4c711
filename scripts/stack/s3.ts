import S3rver from 's3rver';

export const STACK_BUCKET = 'newleaf';
/** The one credential pair s3rver accepts. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };

/** s3rver (an S3-compatible server from npm) on a port of its own, its objects kept in `directory`. */
export async function startS3(directory: string) {
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: STACK_BUCKET, configs: [] }],
  });
  const { address, port } = await s3rver.run();
  return {
    settings: { endpoint: `http://${address}:${port}`, bucket: STACK_BUCKET, ...CREDENTIALS },
    stop: () => s3rver.close(),
  };
}
