import {
  bookAsAnotherDiner,
  bookingByReference,
  bookingsInBackOffice,
  bookOutTheDay,
  CANNOT_BOOK_ONLINE_MESSAGE,
  choosePartyStep,
  chooseTimeStep,
  fillDetailsStep,
  journeyRunning,
  londonDate,
  newDiner,
  openDateAhead,
  NO_FREE_SLOT_MESSAGE,
  referenceOnBookingPage,
  referenceOnThanks,
  SLOT_TAKEN_MESSAGE,
  tabTo,
  withBookingSettings,
} from '../support/booking-journey';
import { acceptCookiesBeforeVisit, expect, expectNoAxeViolations, test } from './fixtures';
import { allowApiRefusals } from './booking-journey-console';

// Each test books at its own restaurant, so no test takes another's table. A journey is a dozen pages and API calls.
test.describe.configure({ timeout: 90_000 });

test.describe('booking journey with JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesBeforeVisit(page);
  });

  test('from the menu page Book Now opens the modal; a restaurant chosen, three steps end in a reference the back-office shows, axe-clean throughout', async ({
    page,
    request,
  }) => {
    await page.goto('/menu');
    const bookNow = page.getByTestId('header-book-now');
    await bookNow.click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('heading', { name: 'Please select a location.' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'London – Covent Garden' })).toBeVisible();
    await expectNoAxeViolations(page);
    await modal.getByLabel('Find a restaurant').fill('york');
    await expect(modal.getByRole('list', { name: 'Restaurants' }).getByRole('listitem')).toHaveCount(1);
    await modal.getByRole('button', { name: 'Micklegate' }).click();
    await expect(modal.getByRole('heading', { name: 'Create your booking' })).toBeVisible();
    await expectNoAxeViolations(page);

    await choosePartyStep(modal, { guests: 2 });
    await expect(
      modal
        .getByRole('group', { name: /^Time on/ })
        .getByRole('radio')
        .first(),
    ).toBeChecked();
    await expectNoAxeViolations(page);
    await chooseTimeStep(modal, 1);
    const diner = newDiner('modal');
    await fillDetailsStep(modal, diner);
    await expectNoAxeViolations(page);
    await modal.getByRole('button', { name: 'Book now' }).click();
    const reference = await referenceOnThanks(modal);
    await expectNoAxeViolations(page);
    expect(await bookingByReference(request, reference)).toMatchObject({ storeId: 1026, status: 'confirmed', customer: { email: diner.email } });

    await page.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    await expect(bookNow).toBeFocused();
  });

  test('the modal traps focus, closes on Escape and on a click outside, returns focus to Book Now, can go back to location choice and orders by distance', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 53.4808, longitude: -2.2426 });
    await page.goto('/cookie-policy');
    const bookNow = page.getByTestId('header-book-now');
    await bookNow.click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByLabel('Find a restaurant')).toBeFocused();
    for (let presses = 0; presses < 8; presses++) {
      await page.keyboard.press('Shift+Tab');
      expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(bookNow).toBeFocused();

    await bookNow.click();
    await expect(modal.getByRole('heading', { name: 'Please select a location.' })).toBeVisible();
    await modal.getByRole('button', { name: 'Near me' }).click();
    await expect(modal.getByRole('status').filter({ hasText: 'nearest first' })).toBeVisible();
    await expect(modal.getByRole('list', { name: 'Restaurants' }).getByRole('listitem').first()).toContainText(
      /Manchester – (The Printworks|Piccadilly Gardens)\s*0(\.\d)? miles away/,
    );
    await modal.getByRole('button', { name: 'Manchester – The Printworks' }).click();
    await expect(modal.getByRole('heading', { name: 'Create your booking' })).toBeVisible();
    await modal.getByRole('link', { name: 'Change restaurant' }).click();
    await expect(modal.getByRole('heading', { name: 'Please select a location.' })).toBeVisible();

    await page.mouse.click(4, 4);
    await expect(modal).toBeHidden();
    await expect(bookNow).toBeFocused();
  });

  test('on a restaurant page Book Now starts its own booking area below the header, and the booking completes there', async ({ page, request }) => {
    await page.goto('/restaurants/norwich/riverside');
    await page.getByTestId('header-book-now').click();
    const area = page.locator('#booking');
    await expect(area.getByRole('heading', { name: 'Party and occasion' })).toBeFocused();
    const header = await page.locator('#site-header').boundingBox();
    await expect.poll(async () => (await area.boundingBox())!.y).toBeGreaterThanOrEqual(header!.height);
    await choosePartyStep(area, { occasion: 'Birthday or celebration', guests: 4 });
    await chooseTimeStep(area, 2);
    await fillDetailsStep(area, newDiner('restaurant-area'));
    await area.getByRole('button', { name: 'Book now' }).click();
    const reference = await referenceOnThanks(area);
    expect(await bookingByReference(request, reference)).toMatchObject({ storeId: 1027, status: 'confirmed' });

    // While the thanks shows, Book Now resets the journey by reloading the page.
    await page.getByTestId('header-book-now').click();
    await expect(area.getByRole('heading', { name: 'Party and occasion' })).toBeVisible();
    await expect(area.getByTestId('booking-reference')).toHaveCount(0);
  });

  test('/book-now shows the home page with its booking area open: a restaurant chosen, the steps complete in place', async ({ page, request }) => {
    await page.goto('/book-now');
    const area = page.locator('#booking');
    await expect(area.getByRole('heading', { name: 'Book a table' })).toBeInViewport();
    await area.getByLabel('Restaurant').selectOption({ label: 'High Street' });
    await area.getByRole('button', { name: 'Continue' }).click();
    await choosePartyStep(area, { date: openDateAhead('monday') });
    await chooseTimeStep(area);
    await fillDetailsStep(area, newDiner('home'));
    await area.getByRole('button', { name: 'Book now' }).click();
    const reference = await referenceOnThanks(area);
    expect(await bookingByReference(request, reference)).toMatchObject({ storeId: 1028, status: 'confirmed' });
  });

  test("a restaurant's book-now page takes a booking, and changing the occasion resets the party", async ({ page, request }) => {
    await page.goto('/restaurants/london/covent-garden/book-now');
    const area = page.locator('#booking');
    await journeyRunning(area);
    const guests = area.getByLabel('Guests');
    await area.getByRole('radio', { name: /^Birthday or celebration/ }).check();
    await expect(guests).toHaveValue('2');
    await guests.selectOption('5');
    await area.getByRole('radio', { name: /^Table booking/ }).check();
    await expect(guests).toHaveValue('1');

    // A party above the limit is offered the group enquiry, filled in, instead of a dead end.
    await area.getByRole('radio', { name: /^Birthday or celebration/ }).check();
    await guests.selectOption('21');
    const date = await area.getByRole('textbox', { name: 'Date', exact: true }).inputValue();
    await expect(area.getByRole('link', { name: 'Make a group enquiry for 21 guests' })).toHaveAttribute(
      'href',
      `/group-bookings?storeId=1012&date=${date}&covers=21`,
    );
    await expect(area.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-disabled', 'true');

    await choosePartyStep(area, { occasion: 'Table booking', guests: 3 });
    await chooseTimeStep(area, 3);
    await fillDetailsStep(area, newDiner('book-now-page'));
    await area.getByRole('button', { name: 'Book now' }).click();
    const reference = await referenceOnThanks(area);
    expect(await bookingByReference(request, reference)).toMatchObject({ storeId: 1012, status: 'confirmed' });
  });

  test('keyboard only: the three steps and the booking, with focus visible and never under the header', async ({ page, request }) => {
    await page.goto('/restaurants/milton-keynes/central-milton-keynes/book-now');
    const area = page.locator('#booking');
    await journeyRunning(area);
    // Tomorrow, which has a whole day of times (today's run out in the evening); the date field is not under test here.
    await area.getByRole('textbox', { name: 'Date', exact: true }).fill(londonDate(1));
    const headerHeight = (await page.locator('#site-header').boundingBox())!.height;
    const focusedIsClearOfHeader = async () => {
      const top = await page.evaluate(() => document.activeElement!.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(headerHeight);
    };
    await tabTo(page, area.getByRole('radio', { name: /^Table booking/ }));
    await page.keyboard.press('ArrowDown');
    await expect(area.getByRole('radio', { name: /^Birthday or celebration/ })).toBeChecked();
    await tabTo(page, area.getByLabel('Guests'));
    await page.keyboard.press('ArrowDown');
    await expect(area.getByLabel('Guests')).toHaveValue('3');
    await focusedIsClearOfHeader();
    const continueButton = area.getByRole('button', { name: 'Continue' });
    await tabTo(page, continueButton);
    // The new date is checked first ("Checking the date…", the button aria-disabled); a person waits for it, as a
    // click would. A key press does not wait by itself, and on a busy machine it came while the check was running.
    await expect(continueButton).toBeEnabled();
    await page.keyboard.press('Enter');

    await expect(area.getByRole('heading', { name: 'Date and time' })).toBeFocused();
    const times = area.getByRole('group', { name: /^Time on/ }).getByRole('radio');
    await expect(times.first()).toBeChecked();
    await tabTo(page, times.first());
    await page.keyboard.press('ArrowRight');
    await expect(times.nth(1)).toBeChecked();
    await focusedIsClearOfHeader();
    await tabTo(page, area.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');

    await expect(area.getByRole('heading', { name: 'Your details' })).toBeFocused();
    const diner = newDiner('keyboard');
    for (const [label, text] of [
      ['First name', diner.firstName],
      ['Last name', diner.lastName],
      ['Email address', 'not-an-email'],
    ] as const) {
      await tabTo(page, area.getByLabel(label));
      await page.keyboard.type(text);
    }
    await tabTo(page, area.getByRole('button', { name: 'Book now' }));
    await page.keyboard.press('Enter');
    // The error is announced with the field: focus moves to it, and its message is tied to it.
    const email = area.getByLabel('Email address');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Please enter a valid email address\./);
    await focusedIsClearOfHeader();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(diner.email);
    await page.keyboard.press('Enter');
    const reference = await referenceOnThanks(area);
    expect(await bookingByReference(request, reference)).toMatchObject({ storeId: 1031, status: 'confirmed' });
  });

  test('a slot taken by another diner between steps two and three: status 9, details kept, other times offered, never a second booking', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const restore = await withBookingSettings(request, 1025, { tables: 'one' });
    try {
      await page.goto('/restaurants/liverpool/bold-street/book-now');
      const area = page.locator('#booking');
      await choosePartyStep(area, { guests: 2 });
      const date = await area.getByRole('textbox', { name: 'Date', exact: true }).inputValue();
      const time = await chooseTimeStep(area);
      const diner = newDiner('taken');
      await fillDetailsStep(area, diner);

      const other = await bookAsAnotherDiner(request, 1025, date, time);
      expect(other.status).toBe(201);
      await area.getByRole('button', { name: 'Book now' }).click();

      await expect(area.getByRole('alert')).toContainText(SLOT_TAKEN_MESSAGE);
      await expect(area.getByRole('heading', { name: 'Date and time' })).toBeVisible();
      await expect(area.getByTestId('alternatives')).toBeVisible();
      await expect(area.getByRole('group', { name: /^Time on/ }).getByRole('radio', { name: time, exact: true })).toHaveCount(0);
      await expectNoAxeViolations(page);

      await area.getByTestId('alternatives').getByRole('link').first().click();
      await area.getByRole('button', { name: 'Continue' }).click();
      await expect(area.getByLabel('First name')).toHaveValue(diner.firstName);
      await expect(area.getByLabel('Email address')).toHaveValue(diner.email);
      await expect(area.getByLabel('Special requests (optional)')).toHaveValue(diner.specialRequest!);
      await area.getByRole('button', { name: 'Book now' }).click();
      const reference = await referenceOnThanks(area);

      const atTheTakenTime = (await bookingsInBackOffice(request, { storeId: 1025, bookingDate: date, time })).filter(
        (booking) => booking.status === 'confirmed',
      );
      expect(atTheTakenTime).toHaveLength(1);
      expect(atTheTakenTime[0]!.customer.email).not.toBe(diner.email);
      expect(await bookingByReference(request, reference)).toMatchObject({ storeId: 1025, customer: { email: diner.email } });
      allowApiRefusals(consoleErrors, [409]);
    } finally {
      await restore();
    }
  });

  test('no free table that day (code 4): the message, no way on, booking_unavailable for analytics, and the next days offered', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const restore = await withBookingSettings(request, 1032, { tables: 'one', diningMinutes: 480 });
    try {
      const date = londonDate(6);
      await bookOutTheDay(request, 1032, date);
      await acceptCookiesBeforeVisit(page, 'necessary,performance');
      await page.goto('/restaurants/reading/broad-street/book-now');
      const area = page.locator('#booking');
      await choosePartyStep(area, { guests: 2, date });
      await expect(area.getByRole('alert')).toContainText(NO_FREE_SLOT_MESSAGE);
      await expect(area.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-disabled', 'true');
      await expect(area.getByText('Finding free tables…')).toHaveCount(0);
      await expect(area.getByTestId('alternatives').getByRole('heading', { name: 'On the next days' })).toBeVisible();
      expect(await page.evaluate(() => (window.dataLayer as { event?: string }[]).some((entry) => entry.event === 'booking_unavailable'))).toBe(true);
      await expectNoAxeViolations(page);
      allowApiRefusals(consoleErrors, [409]);
    } finally {
      await restore();
    }
  });

  test('a Center Parcs restaurant: Book Now says it cannot be booked online, in a modal that gives focus back', async ({ page }) => {
    await page.goto('/restaurants/center-parcs/sherwood-forest');
    const bookNow = page.getByTestId('header-book-now');
    await expect(bookNow).toHaveAttribute('href', '/#booking');
    await bookNow.click();
    const modal = page.getByRole('dialog');
    await expect(modal).toContainText(CANNOT_BOOK_ONLINE_MESSAGE);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(bookNow).toBeFocused();
  });

  test('a restaurant that cannot be booked online says so everywhere: its page, the header link and the modal list', async ({ page, request }) => {
    const pausedMessage = 'We are closed for a refit until the spring. Call us to book a table for after we reopen.';
    const restore = await withBookingSettings(request, 1022, { onlineBookings: false, pausedMessage });
    try {
      await page.goto('/restaurants/cardiff/st-mary-street');
      const area = page.locator('#booking');
      await expect(area).toContainText(CANNOT_BOOK_ONLINE_MESSAGE);
      await expect(area).toContainText(pausedMessage);
      await expect(area.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
      await expect(area.getByRole('heading', { name: 'Party and occasion' })).toHaveCount(0);
      await expect(page.getByTestId('header-book-now')).toHaveAttribute('href', '/#booking');

      await page.goto('/menu');
      await page.getByTestId('header-book-now').click();
      const listed = page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'St Mary Street' });
      await expect(listed).toContainText(CANNOT_BOOK_ONLINE_MESSAGE);
      await expect(listed.getByRole('link', { name: /^Call / })).toBeVisible();
      await expect(listed.getByRole('button')).toHaveCount(0);
    } finally {
      await restore();
    }
  });
});

test.describe('booking journey without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ page }) => {
    await acceptCookiesBeforeVisit(page);
  });

  test("a restaurant's book-now page takes a booking to its reference, each step a request the server answers", async ({ page, request }) => {
    await page.goto('/restaurants/london/covent-garden/book-now');
    const area = page.locator('#booking');
    await choosePartyStep(area, { occasion: 'Birthday or celebration', guests: 2 });
    await expect(page).toHaveURL(/step=2/);
    await chooseTimeStep(area, 4);
    await expect(page).toHaveURL(/step=3/);
    const diner = newDiner('no-script');
    await fillDetailsStep(area, { ...diner, email: 'not an email' });
    await area.getByRole('button', { name: 'Book now' }).click();
    // Back at step three with what was typed kept and the error tied to its field; nothing in the address.
    await expect(area.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(area.getByLabel('Email address')).toHaveAccessibleDescription(/Please enter a valid email address\./);
    await expect(area.getByLabel('First name')).toHaveValue(diner.firstName);
    expect(page.url()).not.toContain(diner.firstName);
    await area.getByLabel('Email address').fill(diner.email);
    await area.getByRole('button', { name: 'Book now' }).click();
    const reference = await referenceOnBookingPage(page);
    expect(await bookingByReference(request, reference)).toMatchObject({ storeId: 1012, status: 'confirmed', customer: { email: diner.email } });
  });

  test('the home booking area: choose a restaurant, then the three steps', async ({ page, request }) => {
    await page.goto('/#booking');
    const area = page.locator('#booking');
    await area.getByLabel('Restaurant').selectOption({ label: 'Ocean Village' });
    await area.getByRole('button', { name: 'Continue' }).click();
    await choosePartyStep(area);
    await chooseTimeStep(area, 2);
    await fillDetailsStep(area, newDiner('no-script-home'));
    await area.getByRole('button', { name: 'Book now' }).click();
    const reference = await referenceOnBookingPage(page);
    expect(await bookingByReference(request, reference)).toMatchObject({ storeId: 1029, status: 'confirmed' });
  });

  test("a restaurant page's booking area leads to its booking page", async ({ page, request }) => {
    await page.goto('/restaurants/brighton/the-lanes');
    const area = page.locator('#booking');
    await choosePartyStep(area, { guests: 2 });
    await expect(page).toHaveURL(/\/restaurants\/brighton\/the-lanes\/book-now\?.*step=2/);
    await chooseTimeStep(area, 1);
    await fillDetailsStep(area, newDiner('no-script-restaurant'));
    await area.getByRole('button', { name: 'Book now' }).click();
    const reference = await referenceOnBookingPage(page);
    expect(await bookingByReference(request, reference)).toMatchObject({ storeId: 1030, status: 'confirmed' });
  });

  test('a slot taken between steps two and three sends the diner back to the times with details kept and alternatives', async ({ page, request }) => {
    const restore = await withBookingSettings(request, 1024, { tables: 'one' });
    try {
      await page.goto('/restaurants/edinburgh/st-andrew-square/book-now');
      const area = page.locator('#booking');
      await choosePartyStep(area, { guests: 2 });
      const time = await chooseTimeStep(area);
      const date = new URL(page.url()).searchParams.get('date')!;
      const diner = newDiner('no-script-taken');
      await fillDetailsStep(area, diner);
      expect((await bookAsAnotherDiner(request, 1024, date, time)).status).toBe(201);
      await area.getByRole('button', { name: 'Book now' }).click();
      await expect(area.getByRole('alert')).toContainText(SLOT_TAKEN_MESSAGE);
      await expect(area.getByTestId('alternatives')).toBeVisible();
      await chooseTimeStep(area);
      await expect(area.getByLabel('Email address')).toHaveValue(diner.email);
      expect(
        (await bookingsInBackOffice(request, { storeId: 1024, bookingDate: date, time })).filter((booking) => booking.status === 'confirmed'),
      ).toHaveLength(1);
    } finally {
      await restore();
    }
  });
});
