import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PROJECT_BACKGROUNDS } from '../features/projects/project-backgrounds';
import { renderWithApp } from '../test/render-with-app';
import { RECENT_PROJECTS_SHOWN, Sidebar } from './sidebar';

/** A background as the browser (jsdom) writes it back. */
const normalised = (background: string | undefined): string => {
  const probe = document.createElement('div');
  probe.style.backgroundImage = background ?? '';
  return probe.style.backgroundImage;
};

const recent = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    _id: `p-${index + 1}`,
    name: `Project ${index + 1}`,
    meta: { bg_image_id: String(index + 1) },
  }));

describe('Sidebar Recent Projects', () => {
  it('lists the most recent projects, each on its own background image', () => {
    renderWithApp(<Sidebar recentProjects={recent(7)} />);
    const section = screen.getByRole('region', { name: 'Recent Projects' });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(RECENT_PROJECTS_SHOWN);
    expect(links[0]).toHaveTextContent('Project 1');
    expect(links[0]).toHaveAttribute('href', '/app/projects/p-1');
    // bg_image_id "1".."12" picks that background; two projects, two different images.
    expect(links[0]?.style.backgroundImage).toBe(normalised(PROJECT_BACKGROUNDS[0]));
    expect(links[1]?.style.backgroundImage).toBe(normalised(PROJECT_BACKGROUNDS[1]));
    expect(links[0]?.style.backgroundImage).not.toBe(links[1]?.style.backgroundImage);
  });

  it('falls back to a background seeded by the id when bg_image_id is not one of the twelve', () => {
    renderWithApp(
      <Sidebar recentProjects={[{ _id: 'p-x', name: 'Odd', meta: { bg_image_id: 'zz' } }]} />,
    );
    const link = screen.getByRole('link', { name: 'Odd' });
    expect(PROJECT_BACKGROUNDS.map(normalised)).toContain(link.style.backgroundImage);
    expect(link.style.backgroundImage).not.toBe('');
  });

  it('says so when there are no projects yet', () => {
    renderWithApp(<Sidebar recentProjects={[]} />);
    expect(screen.getByText(/No projects yet/)).toBeInTheDocument();
  });
});
