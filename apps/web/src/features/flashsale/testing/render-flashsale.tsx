import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach } from 'vitest';
import { paths } from '../../../config/paths';
import { useViewModeStore } from '../../../stores/view-mode-store';
import { FlashSaleCardPage } from '../components/card-page';
import { FlashSalePage } from '../components/flashsale-page';
import { FlashSalePurchasePage } from '../components/purchase-page';

/**
 * The flash-sale page tests' set-up, called once at the top of a test file: the phone
 * view before each test, and a render of the sale's three pages and home at `path`
 * (`extra` replaces home's heading, for the banner). The app's providers are the test
 * file's to pass: only a test file may import src/app.
 */
export function setUpFlashSalePages(Providers: ComponentType<{ children: ReactNode }>) {
  beforeEach(() => {
    useViewModeStore.setState({ mode: 'm' });
  });

  return function renderAt(path: string, extra: ReactNode = null) {
    const router = createMemoryRouter(
      [
        { path: paths.flashSale.path, element: <FlashSalePage /> },
        { path: paths.flashSaleCard.path, element: <FlashSaleCardPage /> },
        { path: paths.flashSalePurchase.path, element: <FlashSalePurchasePage /> },
        { path: paths.home.path, element: extra ?? <h1>Beranda</h1> },
      ],
      { initialEntries: [path] },
    );
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    return router;
  };
}
