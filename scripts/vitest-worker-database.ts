// The unit test files run in more than one worker at a time; each worker gets a PostgreSQL
// database of its own (scripts/postgres.sh makes dealer_test_1 to dealer_test_4 beside
// dealer_test), so two files never meet in one database. A run of its own names databases that
// end the same (the Node LTS check's lts_dealer_test and lts_dealer_test_<n>).
const url = process.env.TEST_DATABASE_URL;
const worker = process.env.VITEST_POOL_ID;
if (url && worker && /\/\w*dealer_test$/.test(url)) {
  process.env.TEST_DATABASE_URL = `${url}_${worker}`;
}
