import type { FastifyInstance } from 'fastify';
import {
  IdentityTypeId,
  MAX_UPLOAD_BYTES,
  Msg,
  VerificationMsg,
  VerificationStatusId,
  filePath,
  type IdentityStatus,
  type NationalIdentityRequest,
  type ReviewDecisionRequest,
  type ReviewKind,
  type ReviewSubmission,
  type VerifyIdentityRequest,
  type VerifyWorkPapersRequest,
  type WorkPapersStatus,
  type ReviewIssue,
} from '@tajriba/contracts';
import { AppError, fieldError, notFound } from '../lib/errors';
import { verificationRepository, type DocKind, type DocumentRow, type NationalRequestRow, type Slot } from '../repositories/verification';

export type { Slot };
import { countries } from './reference-data';
import { filesService } from './files-service';
import { nationalTestAppUrl, sandboxNationalIdentity, type NationalIdentityProvider, type NationalPerson } from './national-identity';

const { Pending, Approved, Resubmit } = VerificationStatusId;
const STATUS_NAMES = { [Pending]: 'pending', [Approved]: 'approved', [Resubmit]: 'resubmit' } as const;
const status = (id: number | null | undefined) => (id == null ? null : { id, name: STATUS_NAMES[id as 1 | 2 | 3] ?? 'pending' });

const SAUDI = countries.find((c) => c.code2 === 'SA')!;
const SAUDI_ONLY = new Set<number>([IdentityTypeId.NationalID, IdentityTypeId.DriverLicense, IdentityTypeId.Saudi]);
const IDENTITY_SLOTS: Slot[] = ['main', 'other', 'personal'];
const WORK_SLOTS: Slot[] = ['main', 'secondary', 'other'];
const kindOf = (k: ReviewKind): DocKind => (k === 'identity' ? 'identity' : 'work');

const feedbackOf = (d: DocumentRow | undefined) => (d?.issue ? { issue: d.issue as ReviewIssue, feedback: d.feedback } : null);

/**
 * Account verification: identity (documents reviewed by staff, or the national identity service)
 * and host work papers. Each document has a status (pending → approved | resubmit → pending on a
 * new upload); the person's overall status follows from them and is what Info shows.
 */
export function verificationService(fastify: FastifyInstance, provider: NationalIdentityProvider = sandboxNationalIdentity(fastify.sql, fastify.clock)) {
  const { sql, clock } = fastify;
  const repo = verificationRepository(sql);
  // the number screen's test link (none in production): the sandbox's page or the Nafath stand-in's
  const testAppUrl = nationalTestAppUrl(fastify.config);

  /** The country and type rules of the identity form (§4): Saudi-only types need Saudi Arabia. */
  function checkType(countryId: number, idType: number) {
    const country = countries.find((c) => c.id === countryId);
    if (!country) throw fieldError('countryId', 'validation.invalidValue');
    if (idType === IdentityTypeId.Saudi) throw fieldError('idType', 'validation.invalidValue'); // the national route, not a document
    if (SAUDI_ONLY.has(idType) && country.id !== SAUDI.id) throw new AppError(VerificationMsg.saudiOnlyType, 400, { idType: [VerificationMsg.saudiOnlyType] });
    return { country, needsBack: idType === IdentityTypeId.NationalID };
  }

  /**
   * Moves a waiting national request to its outcome, once (false when a poll or a callback got
   * there first). On completion the identity is approved with the name the service returned;
   * nothing else of the person is kept.
   */
  async function finishNational(row: NationalRequestRow, outcome: NationalRequestRow['status'], person: NationalPerson | null): Promise<boolean> {
    const at = clock.now();
    const won = await sql.transaction(async (tx) => {
      if (!(await repo.finishNationalRequest(tx, row.id, outcome))) return false;
      if (outcome === 'completed' && person) {
        await repo.saveIdentity(tx, {
          userId: row.userId,
          method: 'national',
          idTypeId: IdentityTypeId.Saudi,
          countryId: SAUDI.id,
          issuingCountry: SAUDI.nameEn,
          nationalIdLast4: row.nationalIdLast4,
          verifiedName: person.nameAr,
          at,
        });
        await repo.clearDocuments(tx, row.userId, 'identity');
        await repo.setStatus(tx, row.userId, 'identity', Approved, at);
      }
      return true;
    });
    if (won && outcome === 'completed' && person) await notifyDecision(row.userId, 'identity', true);
    return won;
  }

  /**
   * A file the person uploaded themselves, privately, of the right kind, within the documents'
   * 2 MB (spec §5): a chat attachment (up to 10 MB) cannot stand in for a document.
   */
  async function checkFile(userId: number, fileId: string, field: string, kind: 'image' | 'pdf') {
    const f = await repo.ownFile(userId, fileId);
    if (!f) throw new AppError(VerificationMsg.fileNotYours, 400, { [field]: [VerificationMsg.fileNotYours] });
    const okType = kind === 'pdf' ? f.contentType === 'application/pdf' : f.contentType.startsWith('image/');
    if (!okType || !f.isPrivate) throw new AppError(VerificationMsg.wrongFileKind, 400, { [field]: [VerificationMsg.wrongFileKind] });
    if (Number(f.sizeBytes) > MAX_UPLOAD_BYTES) throw new AppError(Msg.fileTooLarge, 413, { [field]: [Msg.fileTooLarge] });
  }

  async function notifyDecision(userId: number, kind: DocKind, approved: boolean) {
    const s = approved ? 'approved' : 'rejected';
    if (kind === 'identity') await fastify.notify(userId, 'identityStatusChanged', { status: s });
    else await fastify.notify(userId, 'workPapersStatusChanged', { status: s });
  }

  const service = {
    chooseIdType(countryId: number, idType: number) {
      const { needsBack } = checkType(countryId, idType);
      return { countryId, idType, needsBack };
    },

    async identityStatus(userId: number): Promise<IdentityStatus> {
      const [person, identity, docs] = await Promise.all([repo.person(userId), repo.identity(userId), repo.documents(userId, 'identity')]);
      const doc = (s: Slot) => docs.find((d) => d.slot === s);
      return {
        status: status(person?.identityStatusId),
        method: identity?.method ?? null,
        mainStatus: status(doc('main')?.statusId),
        otherStatus: status(doc('other')?.statusId),
        personalStatus: status(doc('personal')?.statusId),
        idType: identity ? { id: identity.idTypeId } : null,
        countryId: identity?.countryId ?? null,
        feedback: { main: feedbackOf(doc('main')), other: feedbackOf(doc('other')), personal: feedbackOf(doc('personal')) },
        nationalIdLast4: identity?.nationalIdLast4 ?? null,
        verifiedName: identity?.verifiedName ?? null,
      };
    },

    async verifyIdentity(userId: number, req: VerifyIdentityRequest & { otherImageId: string | null }): Promise<IdentityStatus> {
      const person = await repo.person(userId);
      if (person?.identityStatusId === Approved) throw new AppError(VerificationMsg.alreadyApproved, 409);
      if (person?.identityStatusId === Pending || person?.identityStatusId === Resubmit) throw new AppError(VerificationMsg.alreadySubmitted, 409);
      const { country, needsBack } = checkType(req.countryId, req.idType);
      if (needsBack && !req.otherImageId) throw new AppError(VerificationMsg.backRequired, 400, { otherImageId: [VerificationMsg.backRequired] });
      await checkFile(userId, req.mainImageId, 'mainImageId', 'image');
      if (req.otherImageId) await checkFile(userId, req.otherImageId, 'otherImageId', 'image');
      await checkFile(userId, req.personalImageId, 'personalImageId', 'image');
      const at = clock.now();
      await sql.transaction(async (tx) => {
        await repo.saveIdentity(tx, {
          userId,
          method: 'documents',
          idTypeId: req.idType,
          countryId: country.id,
          issuingCountry: req.issuingCountry || country.nameEn,
          nationalIdLast4: null,
          verifiedName: null,
          at,
        });
        await repo.clearDocuments(tx, userId, 'identity');
        await repo.putDocument(tx, userId, 'identity', 'main', req.mainImageId, Pending, at);
        if (req.otherImageId) await repo.putDocument(tx, userId, 'identity', 'other', req.otherImageId, Pending, at);
        await repo.putDocument(tx, userId, 'identity', 'personal', req.personalImageId, Pending, at);
        await repo.setStatus(tx, userId, 'identity', Pending, at);
      });
      return service.identityStatus(userId);
    },

    /** A new file for one document the reviewer sent back; the document is pending again. */
    async resubmit(userId: number, kind: DocKind, slot: Slot, fileId: string): Promise<void> {
      await checkFile(userId, fileId, 'fileId', kind === 'identity' ? 'image' : 'pdf');
      const at = clock.now();
      await sql.transaction(async (tx) => {
        if (!(await repo.resubmitDocument(tx, userId, kind, slot, fileId, at))) throw new AppError(VerificationMsg.notInResubmit, 409);
        await repo.refreshStatus(tx, userId, kind, at);
      });
    },

    async workPapersStatus(userId: number): Promise<WorkPapersStatus> {
      const [person, papers, docs] = await Promise.all([repo.person(userId), repo.workPapers(userId), repo.documents(userId, 'work')]);
      const doc = (s: Slot) => docs.find((d) => d.slot === s);
      return {
        status: status(person?.workPapersStatusId),
        mainFileStatus: status(doc('main')?.statusId),
        secondaryFileStatus: status(doc('secondary')?.statusId),
        otherFileStatus: status(doc('other')?.statusId),
        workType: papers ? { id: papers.workTypeId } : null,
        feedback: { main: feedbackOf(doc('main')), secondary: feedbackOf(doc('secondary')), other: feedbackOf(doc('other')) },
      };
    },

    async verifyWorkPapers(userId: number, req: VerifyWorkPapersRequest & { otherFileId: string | null }): Promise<WorkPapersStatus> {
      const person = await repo.person(userId);
      if (person?.workPapersStatusId === Approved) throw new AppError(VerificationMsg.alreadyApproved, 409);
      if (person?.workPapersStatusId === Pending || person?.workPapersStatusId === Resubmit) throw new AppError(VerificationMsg.alreadySubmitted, 409);
      await checkFile(userId, req.mainFileId, 'mainFileId', 'pdf');
      await checkFile(userId, req.secondaryFileId, 'secondaryFileId', 'pdf');
      if (req.otherFileId) await checkFile(userId, req.otherFileId, 'otherFileId', 'pdf');
      const at = clock.now();
      await sql.transaction(async (tx) => {
        await repo.saveWorkPapers(tx, userId, req.workType, at);
        await repo.clearDocuments(tx, userId, 'work');
        await repo.putDocument(tx, userId, 'work', 'main', req.mainFileId, Pending, at);
        await repo.putDocument(tx, userId, 'work', 'secondary', req.secondaryFileId, Pending, at);
        if (req.otherFileId) await repo.putDocument(tx, userId, 'work', 'other', req.otherFileId, Pending, at);
        await repo.setStatus(tx, userId, 'work', Pending, at);
      });
      return service.workPapersStatus(userId);
    },

    // ---- national identity service ----
    async startNational(userId: number, nationalId: string): Promise<NationalIdentityRequest> {
      const person = await repo.person(userId);
      if (person?.identityStatusId === Approved) throw new AppError(VerificationMsg.alreadyApproved, 409);
      if (person?.identityStatusId === Pending || person?.identityStatusId === Resubmit) throw new AppError(VerificationMsg.alreadySubmitted, 409);
      let started;
      try {
        started = await provider.start(nationalId);
      } catch (err) {
        fastify.log.warn({ err }, 'national identity service failed');
        throw new AppError(VerificationMsg.nationalServiceUnavailable, 503);
      }
      const row = await repo.insertNationalRequest({
        userId,
        provider: provider.name,
        transactionId: started.transactionId,
        nationalIdLast4: nationalId.slice(-4),
        randomNumber: started.randomNumber,
        expiresAt: started.expiresAt,
        at: clock.now(),
      });
      return { requestId: row.id, randomNumber: row.randomNumber, status: row.status, expiresAt: row.expiresAt, nationalIdLast4: row.nationalIdLast4, testAppUrl };
    },

    /** One poll: asks the provider while waiting; on completion the identity is approved with the returned name. */
    async pollNational(userId: number, requestId: string): Promise<NationalIdentityRequest> {
      const row = await repo.nationalRequest(userId, requestId);
      if (!row) throw notFound();
      let current = row.status;
      if (current === 'waiting') {
        let answer;
        try {
          answer = await provider.status(row.transactionId);
        } catch (err) {
          fastify.log.warn({ err }, 'national identity status failed');
          throw new AppError(VerificationMsg.nationalServiceUnavailable, 503);
        }
        if (answer.status === 'waiting' && new Date(row.expiresAt) <= clock.now()) answer = { status: 'expired' as const, person: null };
        if (answer.status !== 'waiting') {
          const won = await finishNational(row, answer.status, answer.person);
          current = won ? answer.status : ((await repo.nationalRequest(userId, requestId))?.status ?? answer.status);
        }
      }
      return { requestId: row.id, randomNumber: row.randomNumber, status: current, expiresAt: row.expiresAt, nationalIdLast4: row.nationalIdLast4, testAppUrl };
    },

    /**
     * The provider's signed callback (already verified by the provider's adapter): the request it
     * names moves to its outcome once. A repeat, or a callback after the request expired, changes
     * nothing. Returns false for a transaction we never started.
     */
    async nationalCallback(outcome: { transactionId: string; status: 'completed' | 'rejected' | 'expired'; person: NationalPerson | null }): Promise<boolean> {
      const row = await repo.nationalRequestByTransaction(provider.name, outcome.transactionId);
      if (!row) return false;
      if (row.status !== 'waiting') return true;
      // An answer after the request's time is up does not approve anyone.
      const final = outcome.status === 'completed' && new Date(row.expiresAt) <= clock.now() ? 'expired' : outcome.status;
      await finishNational(row, final, outcome.person);
      return true;
    },

    // ---- staff review ----
    async queue(kind: ReviewKind, page: number, size: number) {
      return repo.queue(kindOf(kind), page, size);
    },

    async submission(userId: number, kind: ReviewKind): Promise<ReviewSubmission> {
      const k = kindOf(kind);
      const person = await repo.person(userId);
      const docs = await repo.documents(userId, k);
      if (!person || docs.length === 0) throw notFound();
      const parent = k === 'identity' ? await repo.identity(userId) : await repo.workPapers(userId);
      const identity = k === 'identity' ? (parent as Awaited<ReturnType<typeof repo.identity>>) : null;
      const order = k === 'identity' ? IDENTITY_SLOTS : WORK_SLOTS;
      return {
        userId,
        fullName: person.fullName,
        email: person.email,
        kind,
        status: status(k === 'identity' ? person.identityStatusId : person.workPapersStatusId),
        typeId: identity ? identity.idTypeId : parent && 'workTypeId' in parent ? parent.workTypeId : null,
        countryId: identity?.countryId ?? null,
        issuingCountry: identity?.issuingCountry ?? null,
        submittedAt: parent?.submittedAt ?? null,
        documents: docs
          .sort((a, b) => order.indexOf(a.slot) - order.indexOf(b.slot))
          .map((d) => ({ slot: d.slot, fileId: d.fileId, path: filePath(d.fileId), contentType: d.contentType, sizeInBytes: d.sizeBytes, status: status(d.statusId), feedback: feedbackOf(d) })),
      };
    },

    /** One document's bytes for the reviewer (staff read documents through the review only). */
    async documentData(userId: number, kind: ReviewKind, slot: Slot) {
      const doc = (await repo.documents(userId, kindOf(kind))).find((d) => d.slot === slot);
      const file = doc ? await filesService(fastify).find(doc.fileId) : null;
      const obj = file ? await fastify.storage.get(file.storageKey) : null;
      if (!doc || !file || !obj) throw notFound();
      const chunks: Buffer[] = [];
      for await (const c of obj.stream) chunks.push(Buffer.from(c as Uint8Array));
      return { contentType: file.contentType, sizeInBytes: file.sizeBytes, dataBase64: Buffer.concat(chunks).toString('base64') };
    },

    /** Approve the whole submission, or send named documents back (the others are approved). */
    async decide(staffId: number, userId: number, kind: ReviewKind, body: ReviewDecisionRequest & { documents: NonNullable<ReviewDecisionRequest['documents']> }): Promise<ReviewSubmission> {
      const k = kindOf(kind);
      const docs = await repo.documents(userId, k);
      if (!docs.some((d) => d.statusId === Pending)) throw new AppError(VerificationMsg.nothingToReview, 409);
      const back = new Map(body.documents.map((d) => [d.slot, d]));
      if (body.decision === 'resubmit') {
        if (back.size === 0) throw new AppError(VerificationMsg.feedbackRequired, 400, { documents: [VerificationMsg.feedbackRequired] });
        for (const slot of back.keys()) if (!docs.some((d) => d.slot === slot)) throw fieldError('documents', 'validation.invalidValue');
      }
      const at = clock.now();
      await sql.transaction(async (tx) => {
        for (const d of docs) {
          const sent = body.decision === 'resubmit' ? back.get(d.slot) : undefined;
          if (sent) await repo.decideDocument(tx, userId, k, d.slot, Resubmit, sent.issue, sent.feedback ?? null);
          else if (d.statusId === Pending) await repo.decideDocument(tx, userId, k, d.slot, Approved, null, null);
        }
        await repo.markDecided(tx, userId, k, staffId, at);
        await repo.refreshStatus(tx, userId, k, at);
      });
      await notifyDecision(userId, k, body.decision === 'approve');
      return service.submission(userId, kind);
    },
  };
  return service;
}
