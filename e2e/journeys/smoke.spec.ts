import { expect, test } from '@playwright/test';

test('an anonymous visitor opens the product and lands on the schedule', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(page.getByRole('heading', { name: 'Skema' })).toBeVisible();
  await expect(page.getByText('Studio Nord')).toBeVisible();
});
