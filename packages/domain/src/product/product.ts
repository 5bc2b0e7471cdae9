export const PRODUCT_NAME = 'Hirelane';

export const pageTitle = (title: string): string => `${title} · ${PRODUCT_NAME}`;

export const DEFAULT_USER_PHOTO = '/images/default-user.svg';
