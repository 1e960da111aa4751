/**
 * The shape of the ids the database gives its rows (UUIDs): an address or a form naming a row
 * by anything else names nothing, and is answered so before any query is made with it.
 */
const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isRecordId = (text: string | undefined): text is string =>
  text !== undefined && RECORD_ID.test(text);
