import { Fragment, type ReactNode } from 'react';
import {
  renderTemplateSegments,
  type TemplateSegment,
} from '@hirelane/domain/campaigns/render-template';
import {
  PERSONALIZED_OPENER_LABEL,
  type VariableValues,
} from '@hirelane/domain/campaigns/template-variables';
import { CHIP_CLASSES } from '../lib/message-editor-variables';

export const missingValueTitle = (name: string): string => `No value for ${name}`;

/** "\n" as line breaks (rich bodies; plain ones keep them with whitespace-pre-wrap). */
const lines = (text: string, breaks: boolean): ReactNode =>
  breaks && text.includes('\n')
    ? text.split('\n').map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))
    : text;

function Segment({ segment, breaks }: { segment: TemplateSegment; breaks: boolean }) {
  switch (segment.kind) {
    case 'missing':
      return (
        <mark
          title={missingValueTitle(segment.name)}
          className="rounded bg-amber-200 px-0.5 text-amber-950"
        >
          {segment.text}
        </mark>
      );
    case 'opener':
      return (
        <>
          <span className={CHIP_CLASSES.opener}>{PERSONALIZED_OPENER_LABEL}</span>
          {segment.text ? ` ${segment.text}` : null}
        </>
      );
    default:
      return <>{lines(segment.text, breaks)}</>;
  }
}

/** A text with its placeholders rendered (SPEC 5): values filled, missing ones highlighted. */
export function TemplateSegments({
  text,
  values,
  breaks,
}: {
  text: string;
  values: VariableValues;
  breaks: boolean;
}) {
  return (
    <>
      {renderTemplateSegments(text, values).map((segment, index) => (
        <Segment key={index} segment={segment} breaks={breaks} />
      ))}
    </>
  );
}
