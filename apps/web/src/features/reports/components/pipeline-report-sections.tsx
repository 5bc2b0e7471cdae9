import type { ProjectReport } from '@hirelane/domain/reports/project-report.schema';
import { countColumn as count, labelColumn, shareColumn as share } from '../lib/report-columns';
import { formatSeconds } from '../lib/report-format';
import type { ReportColumn } from '../lib/table-csv';
import { ReportChart, seriesColor } from './report-chart';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

type Stage = ProjectReport['stages'][number];
type Stay = ProjectReport['timeInStage'][number];
type Source = ProjectReport['sources'][number];

const STAGE_COLUMNS: ReportColumn<Stage>[] = [
  labelColumn('Stage', (row) => row.label),
  count('Now', (row) => row.current),
  count('Entered in range', (row) => row.entered),
  share('Conversion from the stage before', (row) => row.conversion),
];

const STAY_COLUMNS: ReportColumn<Stay>[] = [
  labelColumn('Stage', (row) => row.label),
  count('Stays ended', (row) => row.stays),
  {
    header: 'Median',
    cell: (row) => formatSeconds(row.medianSeconds),
    csv: (row) => (row.medianSeconds === null ? '' : Math.round(row.medianSeconds)),
    numeric: true,
  },
  {
    header: '90th percentile',
    cell: (row) => formatSeconds(row.p90Seconds),
    csv: (row) => (row.p90Seconds === null ? '' : Math.round(row.p90Seconds)),
    numeric: true,
  },
];

const sourceColumns = (labels: ProjectReport['stepLabels']): ReportColumn<Source>[] => [
  labelColumn('Source', (row) => row.label),
  count('Added in range', (row) => row.added),
  count(`Reached ${labels[0]}`, (row) => row.advanced),
  count(`Reached ${labels[1]}`, (row) => row.converted),
  share('Conversion', (row) => row.conversion),
];

const hours = (seconds: number | null) => (seconds === null ? 0 : Math.round(seconds / 360) / 10);

/** The pipeline funnel, the time in each stage and the sources of the project's people. */
export function PipelineReportSections({ report }: { report: ProjectReport }) {
  const file = (name: string) => `${name}-${report.range.from}-to-${report.range.to}.csv`;
  return (
    <>
      <ReportSection
        id="report-funnel"
        title="Pipeline funnel"
        note="People in each stage now, and the moves into each stage within the range."
        empty={report.stages.length === 0}
        emptyText="This project has no stages."
        chart={
          <ReportChart
            data={report.stages.map((row) => ({
              label: row.label,
              current: row.current,
              entered: row.entered,
            }))}
            series={[
              { key: 'current', label: 'Now', color: seriesColor(0) },
              { key: 'entered', label: 'Entered in range', color: seriesColor(1) },
            ]}
          />
        }
      >
        <ReportTable
          caption="Pipeline funnel"
          columns={STAGE_COLUMNS}
          rows={report.stages}
          rowKey={(row) => row.stage}
          filename={file('pipeline-funnel')}
        />
      </ReportSection>
      <ReportSection
        id="report-time-in-stage"
        title="Time in stage"
        note="How long people stayed in a stage before moving on, for the moves within the range."
        empty={report.timeInStage.length === 0}
        emptyText="No one left a stage within this range."
        chart={
          <ReportChart
            data={report.timeInStage.map((row) => ({
              label: row.label,
              median: hours(row.medianSeconds),
            }))}
            series={[{ key: 'median', label: 'Median hours', color: seriesColor(0) }]}
          />
        }
      >
        <ReportTable
          caption="Time in stage"
          columns={STAY_COLUMNS}
          rows={report.timeInStage}
          rowKey={(row) => row.stage}
          filename={file('time-in-stage')}
        />
      </ReportSection>
      <ReportSection
        id="report-sources"
        title="Sources"
        note="People added within the range, by where they came from, and how far they got."
        empty={report.sources.length === 0}
        emptyText="No one was added within this range."
        chart={
          <ReportChart
            data={report.sources.map((row) => ({
              label: row.label,
              added: row.added,
              converted: row.converted,
            }))}
            series={[
              { key: 'added', label: 'Added', color: seriesColor(0) },
              { key: 'converted', label: `Reached ${report.stepLabels[1]}`, color: seriesColor(1) },
            ]}
          />
        }
      >
        <ReportTable
          caption="Sources"
          columns={sourceColumns(report.stepLabels)}
          rows={report.sources}
          rowKey={(row) => row.source}
          filename={file('sources')}
        />
      </ReportSection>
    </>
  );
}
