import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Header } from './header.tsx';

const renderHeader = () =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: <Header user={null} flags={undefined} /> }], {
        initialEntries: ['/payment'],
      })}
    />,
  );

describe('the header for a signed-out visitor', () => {
  it('links the logo to the landing page, beside Log In and Sign Up', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Folio home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
  });
});
