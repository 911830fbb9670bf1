/// A shortest edit script between two integer sequences, computed with the linear-space variant
/// of Myers' algorithm ("An O(ND) Difference Algorithm and Its Variations", 1986): O((N+M)·D)
/// time and O(N+M) space, where D is the number of edits.
///
/// The structure follows GNU diff's `compareseq`/`diag`, without its "too expensive" heuristics,
/// so the script is always minimal.
struct MyersDiff {
  /// `deleted[x]` is true when `a[x]` is not matched in `b`.
  private(set) var deleted: [Bool]
  /// `inserted[y]` is true when `b[y]` is not matched in `a`.
  private(set) var inserted: [Bool]

  private let a: [Int]
  private let b: [Int]
  /// Furthest-reaching x of the forward search on each diagonal k = x - y (shifted by `offset`).
  private var forward: [Int]
  /// Furthest-reaching (smallest) x of the backward search on each diagonal.
  private var backward: [Int]
  /// Maps diagonal k, which lies in -(b.count + 1)...(a.count + 1), to an array index.
  private let offset: Int

  init(_ a: [Int], _ b: [Int]) {
    self.a = a
    self.b = b
    deleted = Array(repeating: false, count: a.count)
    inserted = Array(repeating: false, count: b.count)
    offset = b.count + 1
    forward = Array(repeating: 0, count: a.count + b.count + 3)
    backward = forward
    compare(a: 0..<a.count, b: 0..<b.count)
  }

  /// Marks the edits turning `a[aRange]` into `b[bRange]`.
  private mutating func compare(a aRange: Range<Int>, b bRange: Range<Int>) {
    var xLow = aRange.lowerBound
    var xHigh = aRange.upperBound
    var yLow = bRange.lowerBound
    var yHigh = bRange.upperBound
    // Skip the common prefix and suffix.
    while xLow < xHigh && yLow < yHigh && a[xLow] == b[yLow] {
      xLow += 1
      yLow += 1
    }
    while xLow < xHigh && yLow < yHigh && a[xHigh - 1] == b[yHigh - 1] {
      xHigh -= 1
      yHigh -= 1
    }
    if xLow == xHigh {
      for y in yLow..<yHigh { inserted[y] = true }
    } else if yLow == yHigh {
      for x in xLow..<xHigh { deleted[x] = true }
    } else {
      let (x, y) = middle(xLow: xLow, xHigh: xHigh, yLow: yLow, yHigh: yHigh)
      compare(a: xLow..<x, b: yLow..<y)
      compare(a: x..<xHigh, b: y..<yHigh)
    }
  }

  /// A point (x, y) on a shortest edit path from (xLow, yLow) to (xHigh, yHigh) that splits it
  /// into two halves of about equal cost, found by searching from both ends until they meet.
  private mutating func middle(xLow: Int, xHigh: Int, yLow: Int, yHigh: Int) -> (Int, Int) {
    let lowestDiagonal = xLow - yHigh
    let highestDiagonal = xHigh - yLow
    let forwardMid = xLow - yLow
    let backwardMid = xHigh - yHigh
    let isOdd = (forwardMid - backwardMid) & 1 != 0
    var forwardMin = forwardMid
    var forwardMax = forwardMid
    var backwardMin = backwardMid
    var backwardMax = backwardMid
    forward[forwardMid + offset] = xLow
    backward[backwardMid + offset] = xHigh

    while true {
      // One more edit forward, on every other diagonal in range.
      if forwardMin > lowestDiagonal {
        forwardMin -= 1
        forward[forwardMin - 1 + offset] = -1
      } else {
        forwardMin += 1
      }
      if forwardMax < highestDiagonal {
        forwardMax += 1
        forward[forwardMax + 1 + offset] = -1
      } else {
        forwardMax -= 1
      }
      var k = forwardMax
      while k >= forwardMin {
        let below = forward[k - 1 + offset]
        let above = forward[k + 1 + offset]
        var x = below < above ? above : below + 1
        var y = x - k
        while x < xHigh && y < yHigh && a[x] == b[y] {
          x += 1
          y += 1
        }
        forward[k + offset] = x
        if isOdd && backwardMin <= k && k <= backwardMax && backward[k + offset] <= x {
          return (x, y)
        }
        k -= 2
      }

      // One more edit backward.
      if backwardMin > lowestDiagonal {
        backwardMin -= 1
        backward[backwardMin - 1 + offset] = Int.max
      } else {
        backwardMin += 1
      }
      if backwardMax < highestDiagonal {
        backwardMax += 1
        backward[backwardMax + 1 + offset] = Int.max
      } else {
        backwardMax -= 1
      }
      k = backwardMax
      while k >= backwardMin {
        let below = backward[k - 1 + offset]
        let above = backward[k + 1 + offset]
        var x = below < above ? below : above - 1
        var y = x - k
        while x > xLow && y > yLow && a[x - 1] == b[y - 1] {
          x -= 1
          y -= 1
        }
        backward[k + offset] = x
        if !isOdd && forwardMin <= k && k <= forwardMax && x <= forward[k + offset] {
          return (x, y)
        }
        k -= 2
      }
    }
  }
}
