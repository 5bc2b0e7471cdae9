import type { CustomField } from '@hirelane/domain/pipeline/custom-field.schema';
import { CSV_TARGET_FIELDS, type CsvTargetField } from '@hirelane/domain/imports/import.schema';
import {
  autoMapColumns,
  CSV_FIELD_LABELS,
  mappingProblems as domainMappingProblems,
} from '@hirelane/domain/imports/column-mapping';

/** A mapping target: a candidate field, `ignore`, or `custom:<fieldId>`. */
export type MappingTarget = CsvTargetField | `custom:${string}`;
export type ColumnMapping = Record<string, MappingTarget>;

export const IGNORE_LABEL = 'Don’t import';

export const fieldLabel = (field: CsvTargetField): string =>
  field === 'ignore' ? IGNORE_LABEL : CSV_FIELD_LABELS[field];

export const customTarget = (field: Pick<CustomField, '_id'>): MappingTarget =>
  `custom:${field._id}`;

export type TargetOption = { value: MappingTarget; label: string };

export const targetOptions = (customFields: readonly CustomField[]): TargetOption[] => [
  ...CSV_TARGET_FIELDS.map((field) => ({ value: field, label: fieldLabel(field) })),
  ...customFields.map((field) => ({
    value: customTarget(field),
    label: `${field.name} (custom field)`,
  })),
];

/**
 * The mapping proposed for a file, by the auto-mapping rules the server shares (LinkedIn
 * Recruiter and ATS export headers, the project's custom fields by name).
 */
export const autoMapping = (
  headers: readonly string[],
  customFields: readonly CustomField[],
): ColumnMapping => {
  const offered = new Set<string>(targetOptions(customFields).map((option) => option.value));
  const mapping: ColumnMapping = {};
  for (const [header, target] of Object.entries(autoMapColumns(headers, customFields))) {
    mapping[header] = offered.has(target) ? (target as MappingTarget) : 'ignore';
  }
  return mapping;
};

/** What stops the import with this mapping (same rules as the server); empty when none. */
export const mappingProblems = (mapping: ColumnMapping): string[] => domainMappingProblems(mapping);
