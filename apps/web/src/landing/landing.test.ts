import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

/** The landing page as the server sends it to a signed-out visitor at `/` (the source of its build). */
const html = readFileSync(path.join(__dirname, '../../landing.html'), 'utf8');

beforeEach(() => {
  const page = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = page.head.innerHTML;
  document.body.innerHTML = page.body.innerHTML;
  document.title = page.title;
});

describe('the landing page', () => {
  it('says what Folio is for agents and sales teams', () => {
    expect(document.title).toBe('Folio: presentations that tell you who is interested');
    expect(screen.getByRole('heading', { level: 1, name: 'Send one link. Know who read it.' })).toBeVisible();
    expect(screen.getByText('For agents and sales teams')).toBeInTheDocument();
    for (const name of ['Build in minutes', 'Share your way', 'See real interest', 'Work as a team'])
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    for (const name of ['For real-estate agents', 'For sales teams'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  });

  it('leads to sign-up and sign-in, and its logo to itself', () => {
    expect(screen.getByRole('link', { name: 'Folio home' })).toHaveAttribute('href', '/');
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(account).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('link', { name: 'Create your free account' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/sign-up');
  });

  it('runs no script and loads nothing from another site', () => {
    expect(html).not.toMatch(/<script/i);
    const urls = [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]);
    expect(urls.every((url) => url?.startsWith('/'))).toBe(true);
  });
});
