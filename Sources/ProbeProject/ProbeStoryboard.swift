/// `Sources/Screens.storyboard`: one scene per screen declared `storyboard: true`, so that
/// UIKit creates it with `init(coder:)` and calls `awakeFromNib`, as the scenario says. Its
/// storyboard ID and restoration ID are the screen's name.
enum ProbeStoryboard {
  static func text(_ plan: ProbePlan) -> String {
    var scenes = ""
    for (number, screen) in plan.screens.enumerated() where screen.storyboard {
      let name = ProbeSwift.xml(screen.name)
      scenes += """
                <scene sceneID="scene-\(number)">
                    <objects>
                        <viewController storyboardIdentifier="\(name)" restorationIdentifier="\(name)" id="controller-\(number)" customClass="ProbeViewController" customModule="LifecycleProbe" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="view-\(number)">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="responder-\(number)" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>

        """
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- Written by lifecycle probe from \(ProbeSwift.htmlComment(plan.scenario.path)). -->
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
          <scenes>
      \(scenes)    </scenes>
      </document>

      """
  }
}
