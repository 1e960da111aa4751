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
