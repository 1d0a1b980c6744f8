// Opens the store when the server starts (Node runtime only).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const [{ warmStore }, { template }] = await Promise.all([
      import('@dealer/platform/web/warm-store'),
      import('./template'),
    ]);
    await warmStore(template);
  }
}
