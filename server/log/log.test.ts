import { expect, test } from 'vitest';
import { expectErrorsLogged, loggedLines } from '#tests/support/log-lines.ts';
import { chooseLogFormat, chooseLogLevel, log, maskEmails } from './log.ts';

test('an e-mail address is masked wherever it is written', () => {
  expect(maskEmails('Created the owner account rasgulla.lover@halwai.example.')).toBe(
    'Created the owner account r***@halwai.example.',
  );
  log.info({ customer: 'meera+gifts@mail.example.co.in' }, 'Order HW-000123 for meera@example.in');
  const [line] = loggedLines('info');
  expect(line).toMatchObject({
    msg: 'Order HW-000123 for m***@example.in',
    customer: 'm***@mail.example.co.in',
  });
  expect(JSON.stringify(line)).not.toContain('meera');
});

test('passwords, tokens, cookies, cards and signatures are never written', () => {
  log.warn(
    {
      password: 'jalebi-rabri-7',
      token: 'reset-token-123',
      cookie: 'halwai_session=abc',
      signature: 'deadbeef',
      payment: { card: '4111 1111 1111 1111', signature: 'cafe', id: 'pay_1' },
      order: 'HW-000124',
    },
    'A refused payment',
  );
  const [line] = loggedLines('warn');
  expect(line).toEqual({
    level: 'warn',
    time: expect.any(String),
    msg: 'A refused payment',
    payment: { id: 'pay_1' },
    order: 'HW-000124',
  });
});

test('an error is written with its stack', () => {
  expectErrorsLogged();
  log.error({ err: new Error('the database went away') }, 'Background jobs could not run');
  expect(loggedLines('error')[0]).toMatchObject({
    msg: 'Background jobs could not run',
    err: { message: 'the database went away', stack: expect.stringContaining('log.test.ts') },
  });
});

test('JSON lines unless a person reads them at a terminal, or LOG_FORMAT says', () => {
  expect(chooseLogFormat(undefined, false)).toBe('json');
  expect(chooseLogFormat(undefined, true)).toBe('pretty');
  expect(chooseLogFormat('json', true)).toBe('json');
  expect(chooseLogFormat('pretty', false)).toBe('pretty');
});

test('a line per request unless LOG_LEVEL says otherwise', () => {
  expect(chooseLogLevel(undefined)).toBe('info');
  expect(chooseLogLevel('warn')).toBe('warn');
  expect(chooseLogLevel('loud')).toBe('info');
});

test('a failed query is written with its SQL and the database’s code, never the values it was sent', () => {
  expectErrorsLogged();
  const row = ['Anita Rao', '+91 98450 12345', '14 Lake View Road, Indiranagar', 'Bengaluru'];
  const refused = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
    code: '22021',
    detail: `Failing row contains (${row.join(', ')}).`,
  });
  const failed = Object.assign(
    new Error(
      `Failed query: insert into "gift_recipients" values ($1, $2, $3, $4)\nparams: ${row}`,
    ),
    { query: 'insert into "gift_recipients" values ($1, $2, $3, $4)', params: row, cause: refused },
  );
  failed.name = 'DrizzleQueryError';
  log.error({ err: failed }, 'Error while serving POST /gift-recipients');
  const [line] = loggedLines('error');
  expect(line).toMatchObject({
    err: {
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "gift_recipients" values ($1, $2, $3, $4)',
      cause: { code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' },
    },
  });
  const written = JSON.stringify(line);
  for (const value of ['98450', 'Lake View', 'Anita', 'Failing row']) {
    expect(written).not.toContain(value);
  }
});

test('a value the database could not read is not quoted back into the log', () => {
  expectErrorsLogged();
  const refused = Object.assign(new Error('invalid input syntax for type uuid: "9845012345"'), {
    code: '22P02',
  });
  log.error({ err: refused }, 'Error while serving GET /product/9845012345/review');
  const [line] = loggedLines('error');
  expect(line).toMatchObject({
    err: { code: '22P02', message: 'invalid input syntax for type uuid' },
  });
  expect(JSON.stringify(line?.err)).not.toContain('9845012345');
});
