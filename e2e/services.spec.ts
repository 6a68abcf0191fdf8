import { expect, test, type Page } from '@playwright/test';
import { newAccount, registerInUi } from './support/accounts';
import { authHeaders, ownerWithWebsite, toast } from './support/builder';

interface SavedStaff {
  id: string;
  services: { serviceId: string; isPrimary: boolean }[];
  weeklyHours: Record<string, { start: string; end: string }[]>;
  daysOff: string[];
  overrides: { date: string; ranges: { start: string; end: string }[] }[];
}

async function ownerGet<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url, { headers: await authHeaders(page) });
  expect(response.status(), `GET ${url}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const dialog = (page: Page) => page.getByRole('dialog');

test('the owner adds a staff member with their hours, a service they perform, edits it, sets the zone, then deletes both', async ({
  page,
}) => {
  // Staff, a service, an edit, the zone and two deletions: a long journey.
  test.slow();
  const site = await ownerWithWebsite(page);
  const headers = await authHeaders(page);
  expect((await page.request.post(`/api/websites/${site.id}/publish`, { headers })).ok()).toBe(
    true,
  );

  await page.goto(`/dashboard/services?site=${site.id}`);
  await expect(page.getByRole('heading', { name: 'No services yet' })).toBeVisible();

  // A staff member who works split days on weekdays and a short Saturday.
  await page.getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No staff yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Staff' }).first().click();
  await page.getByLabel('Name').fill('Ana Lima');
  await page.getByLabel('E-mail').fill('ana@example.com');
  await page.getByLabel('Specialties').fill('Colour,');
  await expect(page.getByText('Times are in UTC')).toBeVisible();
  await page.getByLabel('Monday: to').fill('12:00');
  await page.getByRole('button', { name: 'Add hours to Monday' }).click();
  await page.getByLabel('Monday, hours 2: from').fill('13:00');
  await page.getByLabel('Monday, hours 2: to').fill('17:00');
  await page.getByRole('button', { name: 'Copy Monday to weekdays' }).click();
  await expect(page.getByLabel('Friday, hours 2: to')).toHaveValue('17:00');
  await page.getByRole('switch', { name: 'Saturday open' }).click();
  await page.getByLabel('Saturday: from').fill('10:00');
  await page.getByLabel('Saturday: to').fill('09:00');
  await page.getByLabel('Day off').fill('2026-12-24');
  await page.getByRole('button', { name: 'Add day off' }).click();
  await page.getByLabel('Date', { exact: true }).fill('2026-12-31');
  await page.getByRole('button', { name: 'Add date' }).click();
  await page.getByLabel('Thu, Dec 31, 2026: to').fill('13:00');
  // The Saturday that ends before it starts is named, and nothing is saved.
  await page.getByRole('button', { name: 'Add Staff Member' }).click();
  await expect(page.getByText('End must be after start')).toBeVisible();
  await expect(page.getByLabel('Saturday: to')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Saturday: to').fill('14:00');
  await expect(page.getByText('End must be after start')).toBeHidden();
  await page.getByRole('button', { name: 'Add Staff Member' }).click();
  await expect(toast(page, 'Staff member added successfully!')).toBeVisible();
  const staffRow = page.getByRole('row', { name: /Ana Lima/ });
  await expect(staffRow).toContainText('Colour');
  await expect(staffRow).toContainText('Mon–Fri 09:00–12:00, 13:00–17:00 · Sat 10:00–14:00');

  const [member] = await ownerGet<SavedStaff[]>(page, `/api/websites/${site.id}/staff`);
  expect(member!.weeklyHours.wednesday).toEqual([
    { start: '09:00', end: '12:00' },
    { start: '13:00', end: '17:00' },
  ]);
  expect(member!.weeklyHours.sunday ?? []).toEqual([]);
  expect(member!.daysOff).toEqual(['2026-12-24']);
  expect(member!.overrides).toEqual([
    { date: '2026-12-31', ranges: [{ start: '09:00', end: '13:00' }] },
  ]);

  // A service: refused while its required fields are empty or not whole, then created.
  await page.getByRole('link', { name: 'Services', exact: true }).last().click();
  await page.getByRole('button', { name: 'Add Service' }).first().click();
  await expect(dialog(page).getByLabel('Name')).toBeFocused();
  await expect(dialog(page).getByLabel('Duration')).toHaveValue('60');
  await expect(dialog(page).getByLabel('Capacity')).toHaveValue('1');
  await dialog(page).getByLabel('Duration').fill('45.5');
  await dialog(page).getByRole('button', { name: 'Create Service' }).click();
  await expect(dialog(page).getByText('Name is required')).toBeVisible();
  await expect(dialog(page).getByText('Description is required')).toBeVisible();
  await expect(dialog(page).getByText('Duration must be a whole number')).toBeVisible();
  await dialog(page).getByLabel('Name').fill('Haircut');
  await dialog(page).getByLabel('Description').fill('Wash, cut and dry.');
  await dialog(page).getByLabel('Duration').fill('45');
  await dialog(page).getByLabel('Price', { exact: true }).fill('30');
  await dialog(page)
    .getByRole('checkbox', { name: /Ana Lima/ })
    .check();
  await dialog(page).getByRole('switch', { name: 'Published' }).click();
  await dialog(page).getByRole('button', { name: 'Create Service' }).click();
  await expect(toast(page, 'Service created successfully!')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  const serviceRow = page.getByRole('row', { name: /Haircut/ });
  await expect(serviceRow).toContainText('Appointment');
  await expect(serviceRow).toContainText('45 min');
  await expect(serviceRow).toContainText('$30.00');
  await expect(serviceRow).toContainText('Published');
  await expect(serviceRow.getByText('Ana Lima')).toBeAttached();
  await expect(page.getByRole('group', { name: 'Total Services' })).toContainText('1');
  const book = serviceRow.getByRole('link', { name: /Book Haircut on the site/ });
  await expect(book).toHaveAttribute('href', new RegExp(`^http://${site.subdomain}\\.[^/]+/book/`));
  await expect(book).toHaveAttribute('target', '_blank');

  // Edited: a dearer class of up to six people; the list and the staff member agree.
  await serviceRow.getByRole('button', { name: 'Edit Haircut' }).click();
  await expect(dialog(page).getByLabel('Price', { exact: true })).toHaveValue('30.00');
  await dialog(page).getByLabel('Type').selectOption('CLASS');
  await dialog(page).getByLabel('Capacity').fill('6');
  await dialog(page).getByLabel('Price', { exact: true }).fill('35.5');
  await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Service updated successfully!')).toBeVisible();
  await expect(serviceRow).toContainText('$35.50');
  await expect(serviceRow).toContainText('Class');
  await page.getByLabel('Type', { exact: true }).selectOption('APPOINTMENT');
  await expect(page.getByRole('heading', { name: 'No services match' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(serviceRow).toBeVisible();
  const [saved] = await ownerGet<SavedStaff[]>(page, `/api/websites/${site.id}/staff`);
  expect(saved!.services).toHaveLength(1);

  // The website's zone, chosen by searching the list, is the one the hours are read in.
  await page.goto(`/dashboard/websites/${site.id}/settings`);
  await page.getByRole('button', { name: 'Time zone' }).click();
  await page.getByRole('combobox', { name: 'Search time zones' }).fill('berlin');
  await page.getByRole('combobox', { name: 'Search time zones' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Time zone' })).toContainText('Europe/Berlin');
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await expect(toast(page, 'Website settings saved')).toBeVisible();
  expect((await ownerGet<{ timezone: string }>(page, `/api/websites/${site.id}`)).timezone).toBe(
    'Europe/Berlin',
  );
  await page.goto('/dashboard/services/staff');
  await expect(page.getByText('Working hours are in Europe/Berlin')).toBeVisible();

  // Deleting asks first; then the lists are empty again.
  await page.goto('/dashboard/services');
  await serviceRow.getByRole('button', { name: 'Delete Haircut' }).click();
  const confirmService = page.getByRole('alertdialog', { name: 'Delete service' });
  await expect(confirmService).toContainText('Are you sure you want to delete "Haircut"?');
  await confirmService.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Service deleted successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No services yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Staff', exact: true }).click();
  await staffRow.getByRole('button', { name: 'Delete Ana Lima' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete staff member' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Staff member deleted successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No staff yet' })).toBeVisible();
});

test.describe('a website made in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('starts in the owner’s own time zone', async ({ page }) => {
    await registerInUi(page, newAccount());
    await page.getByRole('button', { name: 'Create Website' }).first().click();
    await page.getByLabel('Website Name').fill(`Studio ${Date.now().toString(36)}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Create Website' }).click();
    await expect(page).toHaveURL(/\/builder\//);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    expect((await ownerGet<{ timezone: string }>(page, `/api/websites/${id}`)).timezone).toBe(
      'America/New_York',
    );
  });
});
