import {
  linkedinTaskTitle,
  type LinkedinTask,
} from '@hirelane/domain/linkedin/linkedin-tasks.schema';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useLinkedinTasks, useMarkLinkedinTaskDone } from '../api/linkedin-tasks';

/** One manual LinkedIn step: open the profile, copy the text, Mark done. */
function TaskRow({ task }: { task: LinkedinTask }) {
  const done = useMarkLinkedinTaskDone();
  const [copied, setCopied] = useState(false);
  const title = linkedinTaskTitle(task.type, task.candidate.full_name, task.text !== null);
  const copy = async () => {
    if (task.text === null) return;
    await navigator.clipboard.writeText(task.text);
    setCopied(true);
  };
  return (
    <li className="space-y-2 py-3">
      <p className="text-sm font-medium text-stone-900">
        {title}
        <span className="font-normal text-stone-600"> in {task.project.name}</span>
      </p>
      {task.text ? (
        <p className="rounded-lg border border-stone-200 bg-white p-2 text-sm whitespace-pre-wrap text-stone-800">
          {task.text}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <a
          href={task.profile_url}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded text-sm font-semibold text-orange-800 underline"
          onClick={() => void copy()}
        >
          Open the profile{task.text ? ' and copy the text' : ''}
          <span className="sr-only"> of {task.candidate.full_name} (opens in a new tab)</span>
        </a>
        {task.text ? (
          <Button variant="ghost" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy text'}
          </Button>
        ) : null}
        <Button variant="secondary" loading={done.isPending} onClick={() => done.mutate(task.id)}>
          Mark done<span className="sr-only">: {title}</span>
        </Button>
      </div>
      {done.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {done.error.message}
        </p>
      ) : null}
    </li>
  );
}

/** The caller's LinkedIn steps to do by hand, under "Needs you"; nothing when there are none. */
export function LinkedinTasksPanel() {
  const tasks = useLinkedinTasks();
  if (!tasks.data || tasks.data.length === 0) return null;
  return (
    <section
      aria-labelledby="linkedin-tasks-heading"
      className="rounded-xl border border-orange-200 bg-orange-50/60 p-4 sm:p-5"
    >
      <h2 id="linkedin-tasks-heading" className="text-base font-semibold text-stone-900">
        LinkedIn steps to do
      </h2>
      <ul className="mt-1 divide-y divide-orange-100">
        {tasks.data.map((task) => (
          <TaskRow key={task.id} task={task} />
        ))}
      </ul>
    </section>
  );
}
