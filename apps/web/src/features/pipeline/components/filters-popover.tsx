import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import { CANDIDATE_SOURCES, SOURCE_LABELS } from '@hirelane/domain/product/candidate-sources';
import type { CustomField } from '@hirelane/domain/pipeline/custom-field.schema';
import {
  SUB_STAGE_LABELS,
  SUB_STAGES_BY_STAGE,
  type PipelineStage,
  type SubStage,
} from '@hirelane/domain/pipeline/stages';
import { POPOVER_SURFACE } from '../../../components/ui/popover-surface';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { activeFilterCount, type PipelineFilters } from '../filter-query';
import { CustomFieldFilter } from './custom-field-filter';

type FiltersPopoverProps = {
  filters: PipelineFilters;
  agentStages: readonly PipelineStage[];
  fields: readonly CustomField[];
  onApply: (filters: PipelineFilters) => void;
};

/** Sub-stages the current tab can filter on: its own, or those of every agent stage on `all`. */
export const subStageOptions = (
  stage: PipelineStage,
  agentStages: readonly PipelineStage[],
): SubStage[] => {
  const stages = stage === 'all' ? agentStages : [stage];
  const options = stages.flatMap((item) =>
    item === 'all' ? [] : (SUB_STAGES_BY_STAGE[item] ?? []),
  );
  return [...new Set(options)];
};

/** Sub-stage, source and custom field filters, applied together. */
export function FiltersPopover({ filters, agentStages, fields, onApply }: FiltersPopoverProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters);
  const count = activeFilterCount(filters);
  const subStages = subStageOptions(filters.stage, agentStages);

  const onOpenChange = (next: boolean) => {
    if (next) setDraft(filters);
    setOpen(next);
  };
  const apply = (next: PipelineFilters) => {
    onApply(next);
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger className={buttonClasses('secondary')}>
        Filters{count > 0 ? ` (${count})` : ''}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          aria-label="Pipeline filters"
          className={`${POPOVER_SURFACE} max-h-[70vh] w-[min(22rem,calc(100vw-2rem))] space-y-4 overflow-y-auto p-4 focus:outline-none`}
        >
          {subStages.length > 0 ? (
            <SelectField
              label="Sub-stage"
              value={draft.subStage ?? ''}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  subStage: (subStages as string[]).includes(event.target.value)
                    ? (event.target.value as SubStage)
                    : null,
                })
              }
              options={[
                { value: '', label: 'Any' },
                ...subStages.map((value) => ({ value, label: SUB_STAGE_LABELS[value] })),
              ]}
            />
          ) : null}
          <SelectField
            label="Source"
            value={draft.source ?? ''}
            onChange={(event) =>
              setDraft({
                ...draft,
                source: CANDIDATE_SOURCES.find((source) => source === event.target.value) ?? null,
              })
            }
            options={[
              { value: '', label: 'Any' },
              ...CANDIDATE_SOURCES.map((value) => ({ value, label: SOURCE_LABELS[value] })),
            ]}
          />
          {fields.map((field) => (
            <CustomFieldFilter
              key={field._id}
              field={field}
              value={draft.custom[field._id]}
              onChange={(value) =>
                setDraft({ ...draft, custom: { ...draft.custom, [field._id]: value } })
              }
            />
          ))}
          <div className="flex justify-end gap-2 border-t border-stone-100 pt-3">
            <Button
              variant="ghost"
              onClick={() => apply({ ...filters, subStage: null, source: null, custom: {} })}
            >
              Clear filters
            </Button>
            <Button onClick={() => apply(draft)}>Apply filters</Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
