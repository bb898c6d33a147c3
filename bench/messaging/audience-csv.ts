/**
 * The audience file both messaging benches use: `rows` contacts (phone, name, city) as a list exported
 * from a CRM looks, seeded so every run reads the same bytes. Most phones are E.164, some national or
 * with the country code but no plus; about 1 % are bad (too short, letters, empty) and 0.5 % repeat an
 * earlier contact's number in another format. `unique` lists the valid contacts in file order, their
 * first occurrence only: what the browser sends to the server.
 */
export interface GeneratedAudience {
  csv: string;
  /** Data rows (the header not counted). */
  rows: number;
  unique: { phone: string; name: string; city: string }[];
}

const CITIES = ['Mumbai', 'Delhi', 'Bengaluru', 'Hyderabad', 'Chennai', 'Kolkata', 'Pune', 'Jaipur', 'Lucknow', 'Surat, Gujarat'];
const BAD = ['12345', 'not a number', '+91 12345', '98765432101234567', ''];

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The n-th distinct Indian mobile number, E.164: 48271 is prime to 10^8, so n → n·48271 mod 10^8 never repeats below 10^8. */
const nthPhone = (n: number) => `+9198${String((n * 48271) % 100_000_000).padStart(8, '0')}`;

function written(e164: string, roll: number): string {
  const national = e164.slice(3);
  if (roll < 0.8) return e164;
  if (roll < 0.9) return `${national.slice(0, 5)} ${national.slice(5)}`;
  return e164.slice(1);
}

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export function generateAudience(rows: number, seed = 11): GeneratedAudience {
  const random = seeded(seed);
  const lines = ['phone,name,city'];
  const unique: GeneratedAudience['unique'] = [];
  for (let index = 0; index < rows; index++) {
    const roll = random();
    const name = `Customer ${index + 1}`;
    const city = CITIES[index % CITIES.length] ?? '';
    let phone: string;
    if (roll < 0.01) phone = BAD[index % BAD.length] ?? '';
    else if (roll < 0.015 && unique.length > 0) phone = written(unique[Math.floor(random() * unique.length)]?.phone ?? '', random());
    else {
      const e164 = nthPhone(index + 1);
      unique.push({ phone: e164, name, city });
      phone = written(e164, random());
    }
    lines.push(`${csvCell(phone)},${csvCell(name)},${csvCell(city)}`);
  }
  return { csv: `${lines.join('\n')}\n`, rows, unique };
}
