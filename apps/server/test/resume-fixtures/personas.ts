import type { Persona } from './persona';
import { EUROPE_PERSONAS } from './personas-europe';
import { EUROPE_MORE_PERSONAS } from './personas-europe-more';
import { WORLD_PERSONAS } from './personas-world';
import { WORLD_MORE_PERSONAS } from './personas-world-more';

/** Every known persona (24), each rendered by every layout in the fixtures. */
export const PERSONAS: readonly Persona[] = [
  ...EUROPE_PERSONAS,
  ...EUROPE_MORE_PERSONAS,
  ...WORLD_PERSONAS,
  ...WORLD_MORE_PERSONAS,
];

export const personaById = (id: string): Persona => {
  const persona = PERSONAS.find((candidate) => candidate.id === id);
  if (!persona) throw new Error(`No persona ${id}`);
  return persona;
};
