import type { Field, ProfileReading } from '../extractors/field';

type Child = Node | string;

/** A tiny element builder: text is always set as text, never as HTML. */
export const h = (
  tag: string,
  attributes: Record<string, string> = {},
  ...children: Child[]
): HTMLElement => {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
};

export const COULD_NOT_READ = 'Could not read';

const fieldText = (field: Field<string>): HTMLElement =>
  field.status === 'read'
    ? h('dd', {}, field.value)
    : h('dd', { class: 'unreadable' }, COULD_NOT_READ);

const period = (start: string | null, end: string | null, current: boolean): string =>
  start ? ` (${start} – ${current ? 'present' : (end ?? '?')})` : '';

const listField = <T>(
  title: string,
  field: Field<T[]>,
  line: (item: T) => string,
): HTMLElement[] => {
  if (field.status !== 'read')
    return [h('h2', {}, title), h('p', { class: 'unreadable' }, COULD_NOT_READ)];
  if (field.value.length === 0) return [];
  return [h('h2', {}, title), h('ul', {}, ...field.value.map((item) => h('li', {}, line(item))))];
};

/** The person as read from the page, each field or "Could not read". */
export const renderReading = (reading: ProfileReading): HTMLElement =>
  h(
    'section',
    { 'aria-label': 'Person on this page' },
    h(
      'h1',
      {},
      reading.full_name.status === 'read' ? reading.full_name.value : 'Name: could not read',
    ),
    h(
      'dl',
      {},
      h('dt', {}, 'Headline'),
      fieldText(reading.headline),
      h('dt', {}, 'Title'),
      fieldText(reading.current_title),
      h('dt', {}, 'Company'),
      fieldText(reading.current_company),
      h('dt', {}, 'Location'),
      fieldText(reading.location),
      h('dt', {}, 'Profile'),
      h('dd', {}, h('a', { href: reading.profile_url, target: '_blank' }, reading.profile_url)),
    ),
    ...listField(
      'Experience',
      reading.experience,
      (entry) =>
        `${entry.title}, ${entry.company}${period(entry.start_date, entry.end_date, entry.is_current)}`,
    ),
    ...listField(
      'Education',
      reading.education,
      (entry) =>
        [entry.school, entry.degree, entry.field_of_study].filter(Boolean).join(', ') +
        period(entry.start_date, entry.end_date, false),
    ),
    ...listField('Skills', reading.skills, (skill) => skill),
  );
