// Receipt and proof uploads through the private image routes (plugins/private-image-routes.ts): the member
// uploads and reads back its own; finance operators read any of their merchant's. A receipt shows bank details:
// never public, never kept by shared caches.
import type { FastifyInstance } from 'fastify';
import { PAYMENT_UPLOAD_MAX_BYTES, PAYMENT_UPLOAD_PATH, PAYMENT_UPLOAD_READ_PATH } from '@orbit/contracts/payments';
import { CONSOLE_UPLOAD_READ_PATH } from '@orbit/contracts/console-finance';
import { registerPrivateImageRoutes, type PrivateImagePrincipals } from '../../plugins/private-image-routes.ts';
import type { UploadsService } from './uploads.ts';

export interface UploadRoutesDeps extends PrivateImagePrincipals {
  uploads: UploadsService;
}

export function registerUploadRoutes(app: FastifyInstance, deps: UploadRoutesDeps) {
  const { uploads } = deps;
  registerPrivateImageRoutes(app, deps, {
    paths: { upload: PAYMENT_UPLOAD_PATH, read: PAYMENT_UPLOAD_READ_PATH, consoleRead: CONSOLE_UPLOAD_READ_PATH },
    maxBytes: PAYMENT_UPLOAD_MAX_BYTES,
    what: 'a deposit receipt or a withdrawal proof',
    tags: { member: 'payments', console: 'console-finance' },
    permission: 'finance.read',
    store: (merchant, memberId, bytes) => uploads.store(merchant.id, memberId, bytes),
    readOwn: (merchant, id, memberId) => uploads.readOwn(merchant.id, memberId, id),
    readAny: (merchant, id) => uploads.readForMerchant(merchant.id, id),
  });
}
