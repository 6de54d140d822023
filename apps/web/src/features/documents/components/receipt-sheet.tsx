import { DocumentKind, type ReceiptDocument } from '@kamar/contract';
import { Box, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../lib/format';
import classes from './receipt.module.css';

/**
 * The document as a sheet of paper, every word from the server (in the document's language),
 * so the screen, the browser's Print and the PDF say the same thing.
 */
export function ReceiptSheet({ doc }: { doc: ReceiptDocument }) {
  const l = doc.labels;
  const b = doc.business;
  return (
    <Paper withBorder p="lg" radius="md" className={classes.sheet} data-testid="receipt-sheet" lang={doc.language}>
      {doc.isVoid && (
        <div className={classes.void} aria-hidden>
          {l.void}
        </div>
      )}
      {!doc.isVoid && doc.settlement?.paidStamp && (
        <div className={classes.paidStamp} data-testid="receipt-paid-stamp">
          {doc.settlement.paidStamp}
        </div>
      )}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Group align="flex-start" wrap="nowrap" gap="sm">
          {b.logoURL && <Image src={b.logoURL} alt="" w={56} h={56} fit="contain" />}
          <Stack gap={0}>
            <Text fw={700} size="lg">
              {b.businessName}
            </Text>
            {b.address && <Text size="xs">{b.address}</Text>}
            {b.phone && <Text size="xs">{b.phone}</Text>}
          </Stack>
        </Group>
        <Stack gap={0} align="flex-end">
          <Title order={2} size="h4">
            {l.title}
          </Title>
          {doc.documentNumber && (
            <Text size="sm" data-testid="receipt-number">
              {l.number} {doc.documentNumber}
            </Text>
          )}
          <Text size="sm">
            {l.date}: {l.dateText}
          </Text>
        </Stack>
      </Group>
      <Box component="dl" mt="md" style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
        <dt>{l.party}</dt>
        <dd style={{ margin: 0, fontWeight: 700 }}>{doc.tenantName}</dd>
        <dt>{l.room}</dt>
        <dd style={{ margin: 0 }}>{doc.roomNumber}</dd>
        {doc.period && (
          <>
            <dt>{l.period}</dt>
            <dd style={{ margin: 0 }}>{doc.period}</dd>
          </>
        )}
        {doc.dueDate && (
          <>
            <dt>{l.dueDate}</dt>
            <dd style={{ margin: 0, fontWeight: 700 }} data-testid="receipt-due-date">
              {l.dueDateText}
            </dd>
          </>
        )}
        {doc.paymentMethod && (
          <>
            <dt>{l.paidBy}</dt>
            <dd style={{ margin: 0 }}>{doc.paymentMethod}</dd>
          </>
        )}
        {doc.billLeft !== null && (
          <>
            <dt>{l.billLeft}</dt>
            <dd style={{ margin: 0, fontWeight: 700 }} data-testid="receipt-bill-left">
              {formatMoney(doc.billLeft)}
            </dd>
          </>
        )}
        {doc.remark && (
          <>
            <dt>{l.remark}</dt>
            <dd style={{ margin: 0 }}>{doc.remark}</dd>
          </>
        )}
      </Box>
      <table className={classes.lines} style={{ marginTop: 12 }}>
        <thead>
          <tr>
            <th>{l.description}</th>
            <th>{l.amount}</th>
          </tr>
        </thead>
        <tbody>
          {doc.lines.map((line, index) => (
            <tr key={`${index}-${line.description}`}>
              <td>{line.description}</td>
              <td>{formatMoney(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {doc.summary?.map((sum) => (
            <tr key={sum.description} className={classes.summary} data-testid="receipt-summary">
              <td>{sum.description}</td>
              <td>{formatMoney(sum.amount)}</td>
            </tr>
          ))}
          <tr>
            <td>{l.total}</td>
            <td data-testid="receipt-total">{formatMoney(doc.total)}</td>
          </tr>
        </tfoot>
      </table>
      {doc.amountInWords && (
        <>
          <Text size="sm" mt="sm">
            {l.inWords}:
          </Text>
          <Text fw={700} data-testid="receipt-words">
            {doc.amountInWords}
          </Text>
        </>
      )}
      {doc.settlement && doc.settlement.payments.length > 0 && (
        <table className={classes.lines} style={{ marginTop: 12 }} data-testid="receipt-payments">
          <thead>
            <tr>
              <th>{doc.settlement.title}</th>
              <th>{l.number}</th>
              <th>{l.amount}</th>
            </tr>
          </thead>
          <tbody>
            {doc.settlement.payments.map((p) => (
              <tr key={`${p.receiptNumber}-${p.paymentDate}`}>
                <td>{p.dateText}</td>
                <td>{p.receiptNumber}</td>
                <td>{formatMoney(p.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {b.bankAccounts.length > 0 && doc.documentKind !== DocumentKind.DepositReturnReceipt && (
        <Stack gap={0} mt="sm">
          <Text size="xs">{l.bankAccounts}:</Text>
          {b.bankAccounts.map((a) => (
            <Text size="xs" key={`${a.bankName}-${a.accountNumber}`}>
              {a.bankName} {a.accountNumber} a.n. {a.accountHolder}
            </Text>
          ))}
        </Stack>
      )}
      {/* A bill (or a statement of bills) asks for money: nobody signs it. */}
      {doc.documentKind !== DocumentKind.Bill && doc.documentKind !== DocumentKind.Statement && (
        <div className={classes.signatures} style={{ marginTop: 16 }}>
          <div>
            <Text size="sm">{l.tenantSignature}</Text>
            <div className={classes.signatureSpace} />
            <Text size="sm">{doc.tenantName}</Text>
          </div>
          <div>
            <Text size="sm">{l.staff}</Text>
            <div className={classes.signatureSpace} />
            <Text size="sm">{doc.receivedBy}</Text>
          </div>
        </div>
      )}
      {b.receiptFooter && (
        <Text size="xs" ta="center" mt="md" c="dimmed">
          {b.receiptFooter}
        </Text>
      )}
    </Paper>
  );
}

export const noPrintClass = classes.noPrint;
