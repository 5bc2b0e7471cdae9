import type { OutreachCounts, ProjectReport } from '@hirelane/domain/reports/project-report.schema';
import { countColumn, labelColumn, shareColumn } from '../lib/report-columns';
import type { ReportColumn } from '../lib/table-csv';
import { ReportChart, seriesColor } from './report-chart';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

type Step = ProjectReport['campaignSteps'][number];
type Channel = ProjectReport['channels'][number];
type Day = ProjectReport['repliesByDay'][number];
type Mailbox = ProjectReport['mailboxes'][number];

const outreachColumns = <Row extends OutreachCounts>(): ReportColumn<Row>[] => [
  countColumn('Sent', (row) => row.sent),
  countColumn('Delivered', (row) => row.delivered),
  countColumn('Opened', (row) => row.opened),
  countColumn('Clicked', (row) => row.clicked),
  countColumn('Replied', (row) => row.replied),
  countColumn('Bounced', (row) => row.bounced),
  countColumn('Unsubscribed', (row) => row.unsubscribed),
  shareColumn('Reply rate', (row) => row.replyRate),
];

const STEP_COLUMNS: ReportColumn<Step>[] = [
  labelColumn('Step', (row) => row.label),
  ...outreachColumns<Step>(),
];
const CHANNEL_COLUMNS: ReportColumn<Channel>[] = [
  labelColumn('Channel', (row) => row.label),
  ...outreachColumns<Channel>(),
];
const DAY_COLUMNS: ReportColumn<Day>[] = [
  labelColumn('Day', (row) => row.day),
  countColumn('Replies', (row) => row.count),
];
const MAILBOX_COLUMNS: ReportColumn<Mailbox>[] = [
  labelColumn('Mailbox', (row) => row.email),
  countColumn('Sent', (row) => row.sent),
  countColumn('Bounced', (row) => row.bounced),
  shareColumn('Bounce rate', (row) => row.bounceRate),
];

const sentAndReplied = [
  { key: 'sent', label: 'Sent', color: seriesColor(0) },
  { key: 'replied', label: 'Replied', color: seriesColor(1) },
];

const TRACKING_NOTE = 'Opens and clicks show a dash when the campaign does not track them.';

/** The campaign by step and by channel, replies per day and each mailbox's bounce rate. */
export function OutreachReportSections({ report }: { report: ProjectReport }) {
  const file = (name: string) => `${name}-${report.range.from}-to-${report.range.to}.csv`;
  const nothingSent = 'No campaign message was sent within this range.';
  return (
    <>
      <ReportSection
        id="report-steps"
        title="Campaign by step"
        note={`Messages sent within the range; the reply rate is replies per delivered message. ${TRACKING_NOTE}`}
        empty={report.campaignSteps.length === 0}
        emptyText={nothingSent}
        chart={
          <ReportChart
            data={report.campaignSteps.map((row) => ({
              label: row.label,
              sent: row.sent,
              replied: row.replied,
            }))}
            series={sentAndReplied}
          />
        }
      >
        <ReportTable
          caption="Campaign by step"
          columns={STEP_COLUMNS}
          rows={report.campaignSteps}
          rowKey={(row) => row.stepId}
          filename={file('campaign-steps')}
        />
      </ReportSection>
      <ReportSection
        id="report-channels"
        title="Campaign by channel"
        empty={report.channels.length === 0}
        emptyText={nothingSent}
        chart={
          <ReportChart
            data={report.channels.map((row) => ({
              label: row.label,
              sent: row.sent,
              replied: row.replied,
            }))}
            series={sentAndReplied}
          />
        }
      >
        <ReportTable
          caption="Campaign by channel"
          columns={CHANNEL_COLUMNS}
          rows={report.channels}
          rowKey={(row) => row.channel}
          filename={file('campaign-channels')}
        />
      </ReportSection>
      <ReportSection
        id="report-replies"
        title="Replies over time"
        note="Replies to the campaign received each day (UTC)."
        empty={report.repliesByDay.every((day) => day.count === 0)}
        emptyText="No replies within this range."
        chart={
          <ReportChart
            data={report.repliesByDay.map((row) => ({
              label: row.day.slice(5),
              replies: row.count,
            }))}
            series={[{ key: 'replies', label: 'Replies', color: seriesColor(1) }]}
          />
        }
      >
        <ReportTable
          caption="Replies over time"
          columns={DAY_COLUMNS}
          rows={report.repliesByDay.filter((day) => day.count > 0)}
          rowKey={(row) => row.day}
          filename={file('replies-per-day')}
        />
      </ReportSection>
      <ReportSection
        id="report-mailboxes"
        title="Mailbox deliverability"
        note="Campaign e-mails each mailbox sent within the range, and the share that bounced."
        empty={report.mailboxes.length === 0}
        emptyText="No mailbox sent an e-mail of this project within this range."
        chart={
          <ReportChart
            percent
            data={report.mailboxes.map((row) => ({ label: row.email, rate: row.bounceRate ?? 0 }))}
            series={[{ key: 'rate', label: 'Bounce rate', color: seriesColor(2) }]}
          />
        }
      >
        <ReportTable
          caption="Mailbox deliverability"
          columns={MAILBOX_COLUMNS}
          rows={report.mailboxes}
          rowKey={(row) => row.mailboxId}
          filename={file('mailbox-deliverability')}
        />
      </ReportSection>
    </>
  );
}
