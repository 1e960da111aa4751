/**
 * nginx in front of the test's shop servers: the system's nginx (Debian's package), run as a
 * process of the test's own with deploy/nginx/halwai.conf as its site, unchanged but for the
 * ports, the certificate and the servers' addresses. Every request is logged with the server
 * that answered it ($upstream_addr).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCESS_LOG_FORMAT } from './access-log.ts';
import { exitOf, stopProcess, untilAnswered } from './processes.ts';
import type { Answer } from './requests.ts';

const usualPlaces = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx'];

/** The system's nginx; on Debian or Ubuntu as root, Debian's package is installed if missing. */
export function findNginx(): string {
  const found = usualPlaces.find((place) => existsSync(place));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log("No nginx found: installing Debian's nginx package (apt-get)...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env });
    const installed = usualPlaces.find((place) => existsSync(place));
    if (installed) return installed;
  }
  throw new Error(
    [
      'The several-servers journeys run the shop behind nginx, and none was found.',
      'Install it (Debian/Ubuntu: sudo apt-get install nginx; macOS: brew install nginx),',
      'then run npm test again.',
    ].join('\n'),
  );
}

/** A self-signed certificate for 127.0.0.1, made with openssl: the site's HTTPS, as an owner's. */
export function makeCertificate(folder: string) {
  const certificate = path.join(folder, 'halwai.pem');
  const key = path.join(folder, 'halwai.key');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'],
      ...['-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', certificate],
    ],
    { stdio: 'pipe' },
  );
  return { certificate, key, pem: readFileSync(certificate, 'utf8') };
}

export interface SiteSettings {
  httpPort: number;
  httpsPort: number;
  /** The two servers, as `host:port`, in the place of 127.0.0.1:3001 and 127.0.0.1:3002. */
  servers: [string, string];
  certificate: string;
  key: string;
}

export const SITE_FILE = fileURLToPath(new URL('../../deploy/nginx/halwai.conf', import.meta.url));

/** The owner's site with the test's ports, certificate and servers: nothing else changes. */
export function siteWith(site: string, settings: SiteSettings) {
  const replacements: [string, string][] = [
    ['127.0.0.1:3001', settings.servers[0]],
    ['127.0.0.1:3002', settings.servers[1]],
    ['listen 80;', `listen 127.0.0.1:${settings.httpPort};`],
    ['listen 443 ', `listen 127.0.0.1:${settings.httpsPort} `],
    ['/etc/ssl/certs/halwai.pem', settings.certificate],
    ['/etc/ssl/private/halwai.key', settings.key],
  ];
  return replacements.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`${SITE_FILE} no longer has '${from}' to replace`);
    return text.replaceAll(from, to);
  }, site);
}

/**
 * The main configuration an owner's nginx.conf would be, kept inside `folder`: one worker, so
 * the servers take turns exactly (round robin), and the access log naming each request's server.
 * Run as root, nginx's workers are the user nobody, who reaches the folder (mode 755).
 */
function mainConfiguration(folder: string, sitePath: string) {
  const at = (name: string) => path.join(folder, name);
  return `worker_processes 1;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 512; }
http {
  default_type application/octet-stream;
  client_body_temp_path ${at('client-body')};
  proxy_temp_path ${at('proxy')};
  fastcgi_temp_path ${at('fastcgi')};
  uwsgi_temp_path ${at('uwsgi')};
  scgi_temp_path ${at('scgi')};
  log_format upstreams ${ACCESS_LOG_FORMAT};
  access_log ${at('access.log')} upstreams;
  include ${sitePath};
}
`;
}

export interface RunningNginx {
  accessLogFile: string;
  errorLogFile: string;
  stop(): Promise<void>;
}

/** Starts nginx on the site; resolves once `ready` answers through it. */
export async function startNginx(
  folder: string,
  settings: SiteSettings,
  ready: () => Promise<Answer>,
): Promise<RunningNginx> {
  const nginx = findNginx();
  mkdirSync(folder, { recursive: true });
  const sitePath = path.join(folder, 'halwai.conf');
  writeFileSync(sitePath, siteWith(readFileSync(SITE_FILE, 'utf8'), settings));
  const configuration = path.join(folder, 'nginx.conf');
  writeFileSync(configuration, mainConfiguration(folder, sitePath));
  const errorLog = path.join(folder, 'error.log');
  const child = spawn(
    nginx,
    ['-p', `${folder}/`, '-e', errorLog, '-c', configuration, '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let complaints = '';
  child.stderr.on('data', (chunk: Buffer) => (complaints += chunk.toString()));
  const exited = exitOf(child);
  const stop = async () => {
    await stopProcess(child, exited, 'SIGTERM');
  };
  try {
    await untilAnswered(ready, exited, () => {
      const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
      return `nginx did not start:\n${complaints}${log}`;
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { accessLogFile: path.join(folder, 'access.log'), errorLogFile: errorLog, stop };
}
