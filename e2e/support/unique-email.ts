let counter = 0;

/** A fresh address per call, so tests never share a user. */
export const uniqueEmail = (label: string): string => {
  counter += 1;
  return `${label}.${Date.now()}.${counter}@e2e.hirelane.test`;
};
