import { expect } from 'vitest';
import type { Candidate } from '@hirelane/domain/candidates/candidate.schema';
import type { Project, ProjectListItem } from '@hirelane/domain/projects/project.schema';
import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import { call, createWorkspaceAs, type TestApp } from '../../../test/test-app';
import * as ws from '../../../test/workspace-helpers';

/** Helpers shared by the project, pipeline and candidate integration tests. */

export const COMPLETE_JOB = {
  title: 'Senior Backend Engineer',
  company: 'Acme',
  location: 'Berlin',
  remote_policy: 'hybrid',
  employment_type: 'full_time',
  seniority: 'senior',
  salary: { min: 80000, max: 100000, currency: 'EUR', period: 'year' },
  description:
    'Build and run the services behind our recruiting product, with PostgreSQL and TypeScript.',
  must_have_skills: ['TypeScript', 'PostgreSQL'],
  nice_to_have_skills: ['Kubernetes'],
} as const;

export type Kit = ReturnType<typeof projectKit>;

export const projectKit = (t: TestApp, subnet: number) => {
  const signInAs = ws.rotatingSignIn(t, subnet);

  /** A signed-in owner with a fresh workspace. */
  const owner = async (email: string, workspaceName = 'Talent Team') => {
    const cookie = await signInAs(email);
    const workspace = await createWorkspaceAs(t, cookie, workspaceName);
    return { cookie, workspace };
  };

  /** Invites and signs in a teammate; returns their cookie and workspace member id. */
  const teammate = async (
    ownerCookie: string,
    workspace: string,
    email: string,
    role: WorkspaceRole = 'member',
  ) => {
    const cookie = await ws.joinWorkspace(t, signInAs, ownerCookie, workspace, email, role);
    return { cookie, memberId: await ws.memberIdOf(t, ownerCookie, workspace, email) };
  };

  const createProject = async (
    cookie: string,
    workspace: string,
    body: { name: string; agent?: 'ria' | 'charlie'; job?: object },
  ) => {
    const response = await call(t, 'POST', '/api/project/create', {
      cookie,
      workspace,
      body: { job: { title: 'Engineer' }, ...body },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { _id: string; linked_campaign: string; linked_job: string };
  };

  const getProject = async (cookie: string, workspace: string, id: string) => {
    const response = await call(t, 'GET', `/api/project/get/${id}`, { cookie, workspace });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Project;
  };

  const listProjects = async (cookie: string, workspace: string, query = '') => {
    const response = await call(t, 'GET', `/api/project/list${query}`, { cookie, workspace });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as ProjectListItem[];
  };

  const addCandidate = async (
    cookie: string,
    workspace: string,
    projectId: string,
    profile: Record<string, unknown>,
  ) => {
    const response = await call(t, 'POST', `/api/project/${projectId}/candidate/add`, {
      cookie,
      workspace,
      body: { source: 'chrome_extension', ...profile },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { candidate_id: string; outcome: string };
  };

  const getCandidate = async (
    cookie: string,
    workspace: string,
    id: string,
    projectId?: string,
  ) => {
    const query = projectId ? `?project_id=${projectId}` : '';
    const response = await call(t, 'GET', `/api/candidate/get/${id}${query}`, {
      cookie,
      workspace,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Candidate;
  };

  const move = (
    cookie: string,
    workspace: string,
    projectId: string,
    body: { candidate_ids: string[]; to_stage: string; sub_stage?: string },
  ) => call(t, 'POST', `/api/project/${projectId}/pipeline/move`, { cookie, workspace, body });

  return {
    signInAs,
    owner,
    teammate,
    createProject,
    getProject,
    listProjects,
    addCandidate,
    getCandidate,
    move,
  };
};
