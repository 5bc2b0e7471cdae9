import { describe, expect, it } from 'vitest';
import {
  csvPickReducer,
  INITIAL_CSV_PICK,
  type CsvPickEvent,
  type CsvPickState,
  type PickedCsv,
} from './csv-pick-state';

const picked = (name = 'people.csv'): PickedCsv => ({
  file: new File(['Name\nAda'], name, { type: 'text/csv' }),
  preview: { headers: ['Name'], rows: [['Ada']], delimiter: ',' },
});

const run = (state: CsvPickState, ...events: CsvPickEvent[]) =>
  events.reduce(csvPickReducer, state);

describe('csvPickReducer', () => {
  it('starts with nothing picked, no error, not reading and no manual mapping', () => {
    expect(INITIAL_CSV_PICK).toEqual({
      picked: null,
      fileError: null,
      reading: false,
      overrides: {},
    });
  });

  it('reads a file that passed the checks, then shows its preview', () => {
    const file = picked();
    const reading = run(INITIAL_CSV_PICK, { type: 'reading-started' });
    expect(reading).toMatchObject({ reading: true, picked: null, fileError: null });
    expect(run(reading, { type: 'preview-read', picked: file })).toEqual({
      picked: file,
      fileError: null,
      reading: false,
      overrides: {},
    });
  });

  it('keeps the last preview while another file is read, and forgets its manual mapping', () => {
    const first = picked('first.csv');
    const state = run(
      INITIAL_CSV_PICK,
      { type: 'reading-started' },
      { type: 'preview-read', picked: first },
      { type: 'column-mapped', header: 'Name', target: 'first_name' },
      { type: 'reading-started' },
    );
    expect(state).toEqual({ picked: first, fileError: null, reading: true, overrides: {} });
  });

  it('refuses a file that failed the checks: no preview, the reason, no manual mapping', () => {
    const state = run(
      INITIAL_CSV_PICK,
      { type: 'reading-started' },
      { type: 'preview-read', picked: picked() },
      { type: 'column-mapped', header: 'Name', target: 'ignore' },
      { type: 'file-refused', error: 'Too big.' },
    );
    expect(state).toEqual({ picked: null, fileError: 'Too big.', reading: false, overrides: {} });
  });

  it('clears an earlier error when a good file is read', () => {
    const state = run(
      INITIAL_CSV_PICK,
      { type: 'file-refused', error: 'Too big.' },
      { type: 'reading-started' },
    );
    expect(state.fileError).toBeNull();
  });

  it('drops the preview and says why when the file cannot be read', () => {
    const state = run(
      INITIAL_CSV_PICK,
      { type: 'reading-started' },
      { type: 'preview-read', picked: picked() },
      { type: 'reading-started' },
      { type: 'read-failed', error: 'Cannot be imported.' },
    );
    expect(state).toEqual({
      picked: null,
      fileError: 'Cannot be imported.',
      reading: false,
      overrides: {},
    });
  });

  it('maps columns by hand, the latest choice per column winning', () => {
    const state = run(
      INITIAL_CSV_PICK,
      { type: 'column-mapped', header: 'Name', target: 'first_name' },
      { type: 'column-mapped', header: 'Mail', target: 'email' },
      { type: 'column-mapped', header: 'Name', target: 'ignore' },
    );
    expect(state.overrides).toEqual({ Name: 'ignore', Mail: 'email' });
  });

  it('starts over: no file, no error, no manual mapping', () => {
    const state = run(
      INITIAL_CSV_PICK,
      { type: 'reading-started' },
      { type: 'preview-read', picked: picked() },
      { type: 'column-mapped', header: 'Name', target: 'ignore' },
      { type: 'started-over' },
    );
    expect(state).toEqual(INITIAL_CSV_PICK);
  });

  it('does not change the state it was given', () => {
    const before = run(INITIAL_CSV_PICK, {
      type: 'column-mapped',
      header: 'Name',
      target: 'email',
    });
    const snapshot = structuredClone(before);
    csvPickReducer(before, { type: 'started-over' });
    expect(before).toEqual(snapshot);
  });
});
