import { describe, expect, it } from 'vitest';
import { STAGES_BY_AGENT } from '@hirelane/domain/pipeline/stages';
import { nextColumnCoordinates } from './components/kanban-keyboard';
import {
  columnAcceptsDrop,
  commonTargets,
  droppableColumns,
  kanbanStages,
  moveSummary,
} from './move-rules';

const RIA = STAGES_BY_AGENT.ria;
const CHARLIE = STAGES_BY_AGENT.charlie;

describe('kanban columns and drops', () => {
  it('has one column per stage of the agent, without all', () => {
    expect(kanbanStages(RIA)).toEqual(['shortlisted', 'in_campaign', 'completed', 'rejected']);
    expect(kanbanStages(CHARLIE)).not.toContain('all');
  });

  it('opens only the columns SPEC 4.5 allows for the dragged card', () => {
    expect(droppableColumns(RIA, 'shortlisted')).toEqual(['in_campaign', 'completed', 'rejected']);
    expect(droppableColumns(RIA, 'in_campaign')).toEqual(['completed', 'rejected']);
    expect(droppableColumns(RIA, 'completed')).toEqual(['rejected']);
    expect(droppableColumns(RIA, 'rejected')).toEqual([]);
    expect(droppableColumns(CHARLIE, 'invited')).toEqual([]);
    expect(droppableColumns(CHARLIE, 'maybe')).toEqual(['strong_hire', 'hire', 'no_hire']);
  });

  it('refuses a drop on the card’s own column and when nothing is dragged', () => {
    expect(columnAcceptsDrop('shortlisted', 'shortlisted')).toBe(false);
    expect(columnAcceptsDrop('completed', null)).toBe(false);
    expect(columnAcceptsDrop('completed', 'in_campaign')).toBe(true);
    expect(columnAcceptsDrop('shortlisted', 'completed')).toBe(false);
  });
});

describe('commonTargets (bulk move menu)', () => {
  it('offers the targets every selected stage allows, in the agent’s order', () => {
    expect(commonTargets(['shortlisted'], RIA)).toEqual(['in_campaign', 'completed', 'rejected']);
    expect(commonTargets(['shortlisted', 'in_campaign'], RIA)).toEqual(['completed', 'rejected']);
    expect(commonTargets(['shortlisted', 'completed'], RIA)).toEqual(['rejected']);
    expect(commonTargets(['hire', 'maybe'], CHARLIE)).toEqual(['strong_hire', 'no_hire']);
  });

  it('offers nothing without a selection or when one selected stage cannot move', () => {
    expect(commonTargets([], RIA)).toEqual([]);
    expect(commonTargets(['shortlisted', 'rejected'], RIA)).toEqual([]);
  });
});

describe('moveSummary', () => {
  it('says how many moved and why the others were refused', () => {
    expect(moveSummary({ moved: 3, refused: 0, results: [] })).toBe('Moved 3.');
    expect(
      moveSummary({
        moved: 3,
        refused: 2,
        results: [
          { candidate_id: 'a', moved: true, from_stage: 'shortlisted', reason: null },
          {
            candidate_id: 'b',
            moved: false,
            from_stage: 'rejected',
            reason: 'A candidate in Rejected cannot be moved.',
          },
          {
            candidate_id: 'c',
            moved: false,
            from_stage: 'rejected',
            reason: 'A candidate in Rejected cannot be moved.',
          },
        ],
      }),
    ).toBe('Moved 3, 2 refused: A candidate in Rejected cannot be moved.');
  });
});

describe('keyboard moves between columns', () => {
  const columns = [
    { left: 0, top: 100, width: 280 },
    { left: 300, top: 100, width: 280 },
    { left: 900, top: 100, width: 280 },
  ];

  it('goes to the next accepting column on either side, skipping the gaps of refused ones', () => {
    const card = { x: 10, y: 150 };
    expect(nextColumnCoordinates('right', card, 260, columns)).toEqual({ x: 310, y: 156 });
    expect(nextColumnCoordinates('right', { x: 310, y: 156 }, 260, columns)).toEqual({
      x: 910,
      y: 156,
    });
    expect(nextColumnCoordinates('left', { x: 910, y: 156 }, 260, columns)).toEqual({
      x: 310,
      y: 156,
    });
  });

  it('stays put at either end', () => {
    expect(nextColumnCoordinates('left', { x: 10, y: 150 }, 260, columns)).toBeUndefined();
    expect(nextColumnCoordinates('right', { x: 910, y: 150 }, 260, columns)).toBeUndefined();
    expect(nextColumnCoordinates('right', { x: 10, y: 150 }, 260, [])).toBeUndefined();
  });
});
