/**
 * Testing Library's find and waitFor queries wait one second by default: on a busy two-core machine a
 * screen can take longer than that to show what it will show. They wait five seconds here, more when the
 * run started under load; a query that fails still fails, only later.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  const patience = Number(process.env.TEST_PATIENCE ?? '1');
  configure({ asyncUtilTimeout: Math.round(5_000 * patience) });
}
