// The REST contract families, each a folder whose path is its URL prefix.
import type { FastifyInstance } from 'fastify';
import { registerLgwRoutes } from './lgw/index.ts';
import agentRoutes from './wps/agent/index.ts';
import uplineTransferRoutes from './wps/agent/transfer.ts';
import captchaRoutes from './wps/captcha/index.ts';
import checkRoutes from './wps/check/index.ts';
import feedbackRoutes from './wps/feedback/index.ts';
import gameRoutes from './wps/game/index.ts';
import fundsRoutes from './wps/member/funds.ts';
import iconRoutes from './wps/member/icon.ts';
import memberRoutes from './wps/member/index.ts';
import messageRoutes from './wps/message/index.ts';
import promotionRoutes from './wps/promotions/index.ts';
import incomeRoutes from './wps/report/income.ts';
import reportRoutes from './wps/report/index.ts';
import teamReportRoutes from './wps/report/team.ts';
import sessionRoutes from './wps/session/index.ts';
import helpCenterRoutes from './wps/system/help-center.ts';
import systemRoutes from './wps/system/index.ts';
import transactionRoutes from './wps/v2/transaction/index.ts';
import walletRoutes from './wps/v2/wallets/index.ts';
import verificationRoutes from './wps/verification/index.ts';
import legacyWalletRoutes from './wps/wallets/index.ts';

export async function registerRestRoutes(scope: FastifyInstance): Promise<void> {
  await scope.register(systemRoutes, { prefix: '/wps/system' });
  await scope.register(helpCenterRoutes, { prefix: '/wps/system' });
  await scope.register(sessionRoutes, { prefix: '/wps/session' });
  await scope.register(memberRoutes, { prefix: '/wps/member' });
  await scope.register(fundsRoutes, { prefix: '/wps/member' });
  await scope.register(iconRoutes, { prefix: '/wps/member' });
  await scope.register(captchaRoutes, { prefix: '/wps/captcha' });
  await scope.register(walletRoutes, { prefix: '/wps/v2/wallets' });
  await scope.register(legacyWalletRoutes, { prefix: '/wps/wallets' });
  await scope.register(transactionRoutes, { prefix: '/wps/v2/transaction' });
  await scope.register(verificationRoutes, { prefix: '/wps/verification' });
  await scope.register(checkRoutes, { prefix: '/wps/check' });
  await scope.register(agentRoutes, { prefix: '/wps/agent' });
  await scope.register(uplineTransferRoutes, { prefix: '/wps/agent' });
  await scope.register(gameRoutes, { prefix: '/wps/game' });
  await scope.register(reportRoutes, { prefix: '/wps/report' });
  await scope.register(teamReportRoutes, { prefix: '/wps/report' });
  await scope.register(incomeRoutes, { prefix: '/wps/report' });
  await scope.register(promotionRoutes, { prefix: '/wps/promotions' });
  await scope.register(feedbackRoutes, { prefix: '/wps/feedback' });
  await scope.register(messageRoutes, { prefix: '/wps/message' });
  await registerLgwRoutes(scope);
}
