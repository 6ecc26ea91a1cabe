import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const js of [false, true]) {
  const ctx = await b.newContext({ javaScriptEnabled: js, viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true });
  const p = await ctx.newPage();
  await p.goto('http://localhost:3100/empresa', { waitUntil: 'networkidle' }); if (js) await p.locator('html[data-hydrated="true"]').waitFor();
  const car = p.getByRole('group', { name: 'Propiedades en Venta' });
  await car.scrollIntoViewIfNeeded();
  const box = await car.locator('.snap-x').boundingBox();
  await p.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await p.mouse.wheel(200, 0);
  await p.waitForTimeout(1200);
  await p.screenshot({ path: `/tmp/swipe-${js}.png` });
  if (js) {
    console.log('current dot', await car.locator('[aria-current="true"]').getAttribute('aria-label'));
    console.log('live', await car.locator('[aria-live]').textContent());
    await car.locator('.snap-x').focus();
    await p.keyboard.press('ArrowRight');
    await p.waitForTimeout(800);
    console.log('after key', await car.locator('[aria-current="true"]').getAttribute('aria-label'));
    await p.keyboard.press('ArrowRight'); await p.waitForTimeout(800);
    console.log('after key2 (wrap?)', await car.locator('[aria-current="true"]').getAttribute('aria-label'));
    console.log('imgs', await car.locator('img').count());
    await p.screenshot({ path: `/tmp/swipe-key.png` });
  }
  await ctx.close();
}
await b.close();
