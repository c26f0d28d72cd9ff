import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const shots = process.argv.slice(2).map((s) => s.split(','));
for (const [id, theme, width] of shots) {
  const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
  await page.goto(`http://127.0.0.1:6007/iframe.html?id=${id}&globals=theme:${theme}&viewMode=story`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/s-${id}-${theme}-${width}.png` });
  await page.close();
}
await browser.close();
