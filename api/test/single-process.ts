// Imported first by all.test.ts: every test file then shares one database and app.
process.env.UTSAV_TEST_SINGLE_PROCESS = '1';
